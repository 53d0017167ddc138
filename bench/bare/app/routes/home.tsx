/** A page with nothing of its own: what React Router's hydration alone costs on this machine now. */
export function meta() {
  return [{ title: 'A bare React Router page' }, { name: 'description', content: 'The reference page of npm run bench.' }];
}

export default function Home() {
  return (
    <main>
      <h1>A bare React Router page</h1>
      <p>Server-rendered and hydrated, with no data, styles or images: the bench measures the shop against it.</p>
    </main>
  );
}
