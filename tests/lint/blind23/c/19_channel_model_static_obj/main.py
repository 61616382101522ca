import numpy as np
import jax
from channels import epa
from fading import apply_channel

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for drop in range(6):
    key, sub = jax.random.split(key)
    tx = np.exp(1j * np.pi / 2 * rng.integers(0, 4, 600)).astype(np.complex64)
    rx, h = apply_channel(sub, epa(), tx)
    print(drop, round(float(np.sum(np.abs(np.asarray(h)) ** 2)), 3))
