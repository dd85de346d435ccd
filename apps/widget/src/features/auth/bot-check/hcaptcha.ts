interface HcaptchaApi {
  render(container: HTMLElement, options: { sitekey: string; size: 'invisible' }): string;
  execute(widgetId: string, options: { async: true }): Promise<{ response: string }>;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    hcaptcha?: HcaptchaApi;
  }
}

const SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js?render=explicit';
let loading: Promise<HcaptchaApi> | null = null;

function loadHcaptcha(): Promise<HcaptchaApi> {
  if (window.hcaptcha) return Promise.resolve(window.hcaptcha);
  loading ??= new Promise<HcaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.hcaptcha ? resolve(window.hcaptcha) : reject(new Error('hCaptcha did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('hCaptcha did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** hCaptcha's invisible challenge, used only when the server is configured with hCaptcha. */
export async function hcaptchaToken(siteKey: string): Promise<string> {
  const api = await loadHcaptcha();
  const container = document.createElement('div');
  document.body.append(container);
  const widgetId = api.render(container, { sitekey: siteKey, size: 'invisible' });
  try {
    return (await api.execute(widgetId, { async: true })).response;
  } finally {
    api.remove(widgetId);
    container.remove();
  }
}
