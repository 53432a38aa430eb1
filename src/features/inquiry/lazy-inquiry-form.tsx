import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from "react";

const loadForm = () => import("./inquiry-form");
const InquiryForm = lazy(() => loadForm().then((m) => ({ default: m.InquiryForm })));

/** Roughly the form's height, so the page below does not jump when it arrives. */
const PLACEHOLDER = "min-h-[62rem] sm:min-h-[44rem]";

/**
 * The inquiry form for the foot of a long page (/services): its code loads when the form comes
 * within a screen or so of the viewport, not with the page, whose first-load JavaScript has a
 * budget. Anything that sends the visitor to the form (a link to #inquiry, the dialogs' "Start
 * Your Inquiry") scrolls it into view, which loads it.
 */
export function LazyInquiryForm(props: ComponentProps<typeof InquiryForm>) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const placeholder = <div aria-busy="true" className={PLACEHOLDER} />;
  return (
    <div ref={ref}>
      {visible ? (
        <Suspense fallback={placeholder}>
          <InquiryForm {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
