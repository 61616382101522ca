import jax
import jax.numpy as jnp


def simulate_line(cycle_times, arrivals, buffer_cap):
    """Bundles flow through sequential sewing operations with finite WIP buffers."""
    n_ops = cycle_times.shape[0]

    def tick(carry, new_bundles):
        wip, done = carry
        capacity = 1.0 / cycle_times
        moved = jnp.minimum(wip, capacity)
        inflow = jnp.concatenate([new_bundles[None], moved[:-1]])
        wip = jnp.minimum(wip - moved + inflow, buffer_cap)
        return (wip, done + moved[-1]), wip.sum()

    init = (jnp.zeros(n_ops, jnp.float32), jnp.float32(0.0))
    (wip, done), wip_trace = jax.lax.scan(tick, init, arrivals)
    return done, wip_trace.max()
