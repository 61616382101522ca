import jax
import jax.numpy as jnp

@jax.jit
def mask_tokens(key, ids, rate):
    drop = jax.random.bernoulli(key, rate, ids.shape)
    return jnp.where(drop, 1, ids)

def pretrain_batches(ids, n, seed):
    key = jax.random.PRNGKey(seed)
    for _ in range(n):
        key, sub = jax.random.split(key)
        yield mask_tokens(sub, ids, 0.15)

def probe_batch(ids, seed):
    return mask_tokens(jax.random.key(seed), ids, 0.15)
