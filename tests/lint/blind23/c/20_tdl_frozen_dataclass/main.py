import numpy as np
import jax
from channels import tdl_profile
from fading import faded_rx

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for drop in range(8):
    key, sub = jax.random.split(key)
    tx = np.exp(1j * np.pi / 2 * rng.integers(0, 4, 600)).astype(np.complex64)
    rx = faded_rx(sub, tx, profile=tdl_profile("EPA"))
    print(drop, round(float(np.mean(np.abs(np.asarray(rx)) ** 2)), 3))
