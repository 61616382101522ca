import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_ci(key, diffs):
    idx = jax.random.randint(key, (500, diffs.shape[0]), 0, diffs.shape[0])
    means = jnp.mean(diffs[idx], axis=1)
    return jnp.percentile(means, jnp.array([2.5, 97.5]))
