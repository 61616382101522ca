import numpy as np
import jax
import jax.numpy as jnp

N_TYPES = 10


@jax.jit
def diversity(counts):
    p = counts / counts.sum()
    logp = jnp.where(p > 0, jnp.log(jnp.where(p > 0, p, 1.0)), 0.0)
    return -(p * logp).sum(), 1.0 - (p ** 2).sum()


rng = np.random.default_rng(0)
for name, k in [("Site 1", 6), ("Site 2", 9), ("Site 3", 4), ("Site 4", 10)]:
    types = rng.integers(0, k, size=200)
    counts = np.bincount(types, minlength=N_TYPES).astype(np.float32)
    h, d = diversity(counts)
    print(name, round(float(h), 3), round(float(d), 3))
