-- The order state machine, enforced by the database as well as by the service: a status outside
-- the list, or a change the machine does not list (packages/rules/src/orders/status-machine.ts),
-- is refused whatever code issues it. order-status-guard.test.ts checks the two lists agree.
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("status" IN (
  'AWAITING_PAYMENT_FROM_USER', 'PAYMENT_DONE_MARKED_BY_USER', 'PROCESSING', 'PENDING_DELIVERY_FROM_FERRY',
  'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED', 'EXPIRED'
));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ferry_order_status_guard"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."status" <> 'AWAITING_PAYMENT_FROM_USER' THEN
      RAISE EXCEPTION 'an order starts awaiting payment, not %', NEW."status" USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."status" IS DISTINCT FROM OLD."status" AND (OLD."status", NEW."status") NOT IN (
    ('AWAITING_PAYMENT_FROM_USER', 'PAYMENT_DONE_MARKED_BY_USER'),
    ('AWAITING_PAYMENT_FROM_USER', 'PROCESSING'),
    ('AWAITING_PAYMENT_FROM_USER', 'CANCELLED'),
    ('AWAITING_PAYMENT_FROM_USER', 'EXPIRED'),
    ('AWAITING_PAYMENT_FROM_USER', 'FAILED'),
    ('PAYMENT_DONE_MARKED_BY_USER', 'PROCESSING'),
    ('PAYMENT_DONE_MARKED_BY_USER', 'CANCELLED'),
    ('PAYMENT_DONE_MARKED_BY_USER', 'FAILED'),
    ('PROCESSING', 'PENDING_DELIVERY_FROM_FERRY'),
    ('PROCESSING', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY'),
    ('PROCESSING', 'FAILED'),
    ('PROCESSING', 'REFUNDED'),
    ('PENDING_DELIVERY_FROM_FERRY', 'COMPLETED'),
    ('PENDING_DELIVERY_FROM_FERRY', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY'),
    ('PENDING_DELIVERY_FROM_FERRY', 'FAILED'),
    ('PENDING_DELIVERY_FROM_FERRY', 'REFUNDED'),
    ('ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'PENDING_DELIVERY_FROM_FERRY'),
    ('ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'FAILED'),
    ('ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'REFUNDED')
  ) THEN
    RAISE EXCEPTION 'illegal order status change % -> %', OLD."status", NEW."status" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "orders_status_guard" BEFORE INSERT OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "ferry_order_status_guard"();
