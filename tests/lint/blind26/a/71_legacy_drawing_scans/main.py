import numpy as np
import jax
import jax.numpy as jnp

from archive import open_scan


@jax.jit
def contrast_stretch(img):
    lo, hi = jnp.percentile(img, 2), jnp.percentile(img, 98)
    return jnp.clip((img - lo) / (hi - lo), 0, 1)


rng = np.random.default_rng(0)
for sheet in [1975, 1982, 1996, 2004, 1979]:
    out = contrast_stretch(open_scan(sheet, rng))
    print(sheet, out.dtype, float(out.mean()))
