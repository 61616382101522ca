import jax.numpy as jnp

from model import nfactor_fit
from sites import SITES, load_site

coeffs = jnp.array([0.5, 1.0, 0.0])
for name, seed, has_snow in SITES:
    batch = load_site(name, seed, has_snow)
    c = coeffs
    for it in range(20):
        mse, g = nfactor_fit(batch, c)
        c = c - 0.002 * g
    print(f"{name:>14s}: n-factor {float(c[0]):.3f}, offset {float(c[2]):.2f}, mse {float(mse):.3f}")
