import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The yardstick of `npm run bench`'s Lighthouse figures: React 19 rendering one small screen with
// nothing to fetch, built by Vite and served precompressed like the widget.
function App() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '0 auto', padding: 24 }}>
      <h1>Buy crypto</h1>
      <p>A minimal React 19 app built with Vite, the bench compares the widget's first screen with it.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
