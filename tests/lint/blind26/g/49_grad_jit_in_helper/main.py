import numpy as np
import jax.numpy as jnp

from optim import gradient_step, hr_model_loss

rng = np.random.default_rng(0)
ts = np.arange(0, 72, 0.25, dtype=np.float32)
hr = (70 + 12 * np.cos(2 * np.pi * (ts - 15) / 24) + rng.normal(scale=3, size=ts.shape)).astype(np.float32)
params = {"mesor": jnp.float32(60.0), "amp": jnp.float32(5.0), "phase": jnp.float32(12.0)}
for it in range(8):
    params = gradient_step(params, ts, hr)
print({k: round(float(v), 2) for k, v in params.items()}, float(hr_model_loss(params, ts, hr)))
