import jax
import jax.numpy as jnp


@jax.jit
def alarm_threshold(history, n_sigma):
    mu = jnp.mean(history)
    # Currie-style limit on a Poisson background
    return mu + n_sigma * jnp.sqrt(mu) + 2.0
