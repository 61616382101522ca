import jax
import jax.numpy as jnp


@jax.jit
def simulate_day(key, base_rates, return_prob):
    k_out, k_ret = jax.random.split(key)
    departures = jax.random.poisson(k_out, base_rates)
    returns = jax.random.binomial(k_ret, departures.sum(0).astype(jnp.float32), return_prob)
    return departures.sum(0) - returns
