import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def simulate_depot(fleet, demand_fn, hours):
    def step(available, h):
        out = jnp.minimum(available, demand_fn(h))
        back = 0.6 * out
        available = available - out + back
        return available, out
    _, dispatched = jax.lax.scan(step, fleet, hours)
    return dispatched
