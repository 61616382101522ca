import jax
import jax.numpy as jnp

N_BUCKETS = 1024


@jax.jit
def featurize(dense, cats, valid):
    logd = jnp.log1p(dense) * valid[:, None]
    hashed = (cats * 40503) % N_BUCKETS
    crossed = (hashed[:, 0] * 31 + hashed[:, 1]) % N_BUCKETS
    return logd, jnp.concatenate([hashed, crossed[:, None]], axis=1)
