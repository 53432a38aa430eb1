import { InquirySection } from "../inquiry/inquiry-section";
import { ServicesFaq } from "./services-faq";

/** The foot of /services: 'Start Your Design Journey' (the inquiry form) beside the short FAQ. */
export function ServicesInquiry() {
  return <InquirySection id="inquiry" aside={<ServicesFaq />} />;
}
