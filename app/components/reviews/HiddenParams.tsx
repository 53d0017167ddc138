/** A GET form's hidden copy of the page's query, so what it adds (a dialog, more reviews) keeps the chosen variant. */
export function HiddenParams({ params }: { params: URLSearchParams }) {
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
