// The inquiry and career pages' copy and two page introductions.
export {
  INQUIRY_COPY as inquiryCopy,
  CAREER_COPY as careerCopy,
  CERTIFICATES_INTRO as certificatesIntro,
  GROUP_COMPANIES_INTRO as groupCompaniesIntro,
} from '../../page-copy';
