import jax
import jax.numpy as jnp


@jax.jit
def linear_channel(inflow, travel_time_h, dt_h=1.0):
    k = jnp.exp(-dt_h / travel_time_h)

    def step(q, i):
        q = k * q + (1 - k) * i
        return q, q

    return jax.lax.scan(step, inflow[0], inflow)[1]
