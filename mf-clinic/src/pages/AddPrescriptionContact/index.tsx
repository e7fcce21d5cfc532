// The page lands in the next commits of issue 10; the route table needs its module now.
export default function AddPrescriptionContactPage() {
  return null;
}
