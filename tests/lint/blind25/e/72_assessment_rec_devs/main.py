import numpy as np
import jax.numpy as jnp
from model import assess_step, nll

rng = np.random.default_rng(49)
years = jnp.arange(30, dtype=jnp.float32)
log_idx = jnp.asarray(2.0 - 0.05 * np.arange(30) + rng.normal(0, 0.3, 30), dtype=jnp.float32)
p = {"log_q": jnp.float32(0.0), "log_r0": jnp.float32(1.0)}
for stage in (1, 2):
    if stage == 2:
        p["rec_devs"] = jnp.zeros(30)
    for it in range(40):
        p = assess_step(p, years, log_idx)
    print("stage", stage, "nll", round(float(nll(p, years, log_idx)), 3))
