import numpy as np
import jax.numpy as jnp

from steps import get_fit_step

rng = np.random.default_rng(1)
ts = np.arange(0, 96, 0.5, dtype=np.float32)
temp = (38 + 0.6 * np.cos(2 * np.pi * (ts - 16) / 24) + rng.normal(scale=0.1, size=ts.shape)).astype(np.float32)

for animal in range(3):
    params = {"mesor": jnp.float32(37.0), "amp": jnp.float32(0.2), "phase": jnp.float32(10.0)}
    for it in range(10):
        step = get_fit_step(24.0)
        params = step(params, ts, temp + 0.1 * animal, 0.05)
    print(animal, {k: round(float(v), 3) for k, v in params.items()})
