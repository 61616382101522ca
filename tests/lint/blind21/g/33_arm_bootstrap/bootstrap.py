import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_means(key, arms):
    keys = jax.random.split(key, len(arms))
    out = []
    for k, y in zip(keys, arms):
        idx = jax.random.randint(k, (200, y.shape[0]), 0, y.shape[0])
        out.append(jnp.mean(y[idx], axis=1))
    return out
