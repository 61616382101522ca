import jax
import jax.numpy as jnp


@jax.jit
def profile_nll(log_tau, t, counts, background):
    rate = background + 50.0 * jnp.exp(-t / jnp.exp(log_tau))
    return jnp.sum(rate - counts * jnp.log(rate))
