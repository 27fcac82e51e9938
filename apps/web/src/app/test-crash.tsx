// Built only with VITE_E2E=true (see routes.tsx): throws during render so the browser tests reach the error screen.
export default function TestCrash(): never {
  throw new Error('Render error raised on purpose by /__test__/crash');
}
