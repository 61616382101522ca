import jax
import jax.numpy as jnp


@jax.jit
def taxi_time_samples(key, mean_min, n_stops):
    base = mean_min + 2.0 * jax.random.normal(key, (256,))
    k2 = jax.random.fold_in(key, 1)
    stops = jax.random.poisson(k2, n_stops, (256,)) * 0.8
    return jnp.maximum(base + stops, 1.0)
