import jax
import jax.numpy as jnp


@jax.jit
def evenness_stats(traces):
    X = jnp.stack(traces)
    mean = X.mean(1, keepdims=True)
    cv = 100 * X.std(1) / mean[:, 0]
    thin = jnp.sum(X < 0.5 * mean, 1)
    thick = jnp.sum(X > 1.5 * mean, 1)
    return cv, thin, thick
