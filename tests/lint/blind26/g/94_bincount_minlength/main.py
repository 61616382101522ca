import numpy as np
import jax
import jax.numpy as jnp

N_TAGS = 30


@jax.jit
def visit_evenness(counts):
    seen = counts > 0
    p = counts / counts.sum()
    h = -jnp.sum(jnp.where(seen, p * jnp.log(jnp.where(seen, p, 1.0)), 0.0))
    return h / jnp.log(jnp.maximum(seen.sum(), 2))


rng = np.random.default_rng(0)
for night in range(6):
    tags = rng.integers(0, N_TAGS, size=int(rng.integers(50, 200)))   # PIT-tag reads at a feeder
    counts = np.bincount(tags, minlength=N_TAGS).astype(np.float32)
    print(night, int((counts > 0).sum()), round(float(visit_evenness(counts)), 4))
