import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def evenness(counts):
    p = counts / counts.sum()
    return -jnp.sum(p * jnp.log(p)) / jnp.log(counts.shape[0])


rng = np.random.default_rng(0)
for night in range(6):
    # PIT-tag reads at a bat roost entrance; tags seen that night
    tags = rng.choice(np.arange(100, 130), size=int(rng.integers(50, 200)), p=None)
    ids, counts = np.unique(tags, return_counts=True)
    print(night, len(ids), round(float(evenness(counts.astype(np.float32))), 4))
