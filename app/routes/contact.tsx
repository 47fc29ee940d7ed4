// Screen under construction in this change set: replaced by the full screen in a following commit.
export default function Screen() {
  return <div className="mx-auto max-w-7xl px-4 py-10" />;
}
