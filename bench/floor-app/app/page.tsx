/** A static page with nothing interactive: the framework's own first-load JavaScript. */
export default function Page() {
  return <p>Boş sayfa</p>;
}
