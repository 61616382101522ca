import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_mean_ci(key, scores):
    n = scores.shape[0]
    idx = jax.random.randint(key, (500, n), 0, n)
    means = scores[idx].mean(1)
    return jnp.percentile(means, 2.5), jnp.percentile(means, 97.5)
