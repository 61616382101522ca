import jax
import jax.numpy as jnp


@jax.jit
def simulate_checkins(key, arrivals_per_hour, service_minutes):
    k1, k2 = jax.random.split(key)
    arrivals = jax.random.poisson(k1, arrivals_per_hour, (500, 24))
    service = jax.random.exponential(k2, (500, 24)) * service_minutes
    load = arrivals * service / 60.0
    return jnp.mean(jnp.max(load, axis=1)), jnp.percentile(load.sum(1), 95)
