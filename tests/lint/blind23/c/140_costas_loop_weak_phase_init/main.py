import numpy as np
import jax.numpy as jnp
from costas import costas_block

rng = np.random.default_rng(0)
N, BLOCKS = 256, 6
offset = 0.01
state = (jnp.asarray(0.0), jnp.asarray(0.0))
n0 = 0
for b in range(BLOCKS):
    n = np.arange(n0, n0 + N)
    sym = np.exp(1j * np.pi / 2 * rng.integers(0, 4, N)) * np.exp(1j * np.pi / 4)
    x = (sym * np.exp(1j * offset * n) + 0.05 * (rng.standard_normal(N) + 1j * rng.standard_normal(N))).astype(np.complex64)
    state, y = costas_block(state, x)
    n0 += N
    print(b, round(float(state[1]), 5))
