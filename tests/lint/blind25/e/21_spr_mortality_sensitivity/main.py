import jax.numpy as jnp
from spr import spr_curve
from sweep import build_models

ages = jnp.arange(1, 21, dtype=jnp.float32)
F_grid = jnp.linspace(0.0, 1.0, 41)
for M, model in build_models([0.1, 0.15, 0.2, 0.25, 0.3], ages):
    spr = spr_curve(model, F_grid)
    f40 = float(F_grid[jnp.argmin(jnp.abs(spr - 0.4))])
    print(f"M={M}: F40%={f40:.3f}")
