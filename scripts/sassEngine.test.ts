import { describe, expect, it } from 'vitest';
import { sassCompiler } from './vitePluginThemes';

const SCSS = `
$colours: (primary: #00365a, danger: #c0392b);
@each $name, $value in $colours {
  .btn-#{$name} { color: $value; border: 1px solid darken($value, 10%); }
}`;

async function compileWith(wanted: string | undefined) {
  const { engine, compiler } = await sassCompiler(wanted);
  try {
    const { css } = await compiler.compileStringAsync(SCSS, {
      style: 'compressed',
      silenceDeprecations: ['color-functions', 'global-builtin'],
    });
    return { engine, css };
  } finally {
    await compiler.dispose();
  }
}

describe('Sass engine', () => {
  it('is sass-embedded by default, and sass when asked for, with the same CSS', async () => {
    const embedded = await compileWith(undefined);
    const plain = await compileWith('sass');
    expect(embedded.engine).toBe('sass-embedded');
    expect(plain.engine).toBe('sass');
    expect(plain.css).toBe(embedded.css);
    expect(plain.css).toContain('.btn-primary{color:#00365a;');
  });
});
