from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

N_BINS = 12
MAX_DEPTH = 3.0


@partial(jax.jit, static_argnames=("bins",))
def depth_histogram(depths, bins):
    idx = jnp.clip((depths / MAX_DEPTH * bins).astype(jnp.int32), 0, bins - 1)
    return jnp.zeros(bins).at[idx].add(1.0)


rng = np.random.default_rng(0)
for trench in ["T1", "T2", "T3", "T4"]:
    depths = jnp.asarray(rng.gamma(2.0, 0.4, size=60).astype(np.float32))
    h = depth_histogram(depths, bins=N_BINS)
    print(trench, np.asarray(h).astype(int))
