/** SPEC §8: an order fetch error shows its message in a red box. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}
