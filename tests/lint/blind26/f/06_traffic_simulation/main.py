from functools import partial
import jax
import jax.numpy as jnp

N_CELLS = 40

@partial(jax.jit, static_argnames=("peak",))
def advance_traffic(density, inflow, peak):
    capacity = 0.6 if peak else 0.9
    send = jnp.minimum(density, capacity)
    recv = jnp.minimum(1.0 - density, capacity)
    flow = jnp.minimum(send[:-1], recv[1:])
    density = density.at[:-1].add(-flow).at[1:].add(flow)
    density = density.at[0].add(inflow)
    return jnp.clip(density, 0.0, 1.0)

density = jnp.zeros(N_CELLS)
for hour in range(24):
    is_peak = hour in (7, 8, 9, 16, 17, 18)
    for minute in range(3):
        density = advance_traffic(density, 0.3 if is_peak else 0.1, peak=is_peak)
    if hour % 6 == 0:
        print(hour, float(density.sum()))
