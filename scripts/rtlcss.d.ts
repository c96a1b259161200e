declare module 'rtlcss' {
  const rtlcss: { process(css: string): string };
  export default rtlcss;
}
