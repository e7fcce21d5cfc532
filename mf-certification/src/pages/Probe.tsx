export default function Probe() {
  return <div>probe</div>;
}
