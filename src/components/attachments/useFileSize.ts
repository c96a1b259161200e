import { useIntl } from 'react-intl';

/** A byte count in words of the current language: "820 bytes", "256 kB", "20 MB", "25 GB" (bytes spelled out: "820 byte" reads as a mistake). */
export function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes) => {
    const [value, unit] =
      bytes >= 1024 * 1024 * 1024
        ? [bytes / (1024 * 1024 * 1024), 'gigabyte']
        : bytes >= 1024 * 1024
          ? [bytes / (1024 * 1024), 'megabyte']
          : bytes >= 1024
            ? [bytes / 1024, 'kilobyte']
            : [bytes, 'byte'];
    return intl.formatNumber(value, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: 1,
    });
  };
}
