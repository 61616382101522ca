import jax
import jax.numpy as jnp


def queue_length(arrivals_per_min, lanes, service_min):
    capacity = lanes / service_min

    def step(q, a):
        q = jnp.maximum(q + a - capacity, 0.0)
        return q, q
    _, qs = jax.lax.scan(step, jnp.float32(0.0), arrivals_per_min)
    return qs
