/**
 * A phone number as every page shows it: isolated left to right, so its
 * leading «+» stays in front inside Arabic text, and never broken across
 * lines («+216 00 000 000» is read as one thing).
 */
export function PhoneNumber({ number }: { number: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {number}
    </bdi>
  );
}
