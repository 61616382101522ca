from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_stations")
def station_flows(origin, dest, n_stations):
    ones = jnp.ones_like(origin, dtype=jnp.float32)
    out_flow = jax.ops.segment_sum(ones, origin, num_segments=n_stations)
    in_flow = jax.ops.segment_sum(ones, dest, num_segments=n_stations)
    return in_flow - out_flow


def net_flow(trips):
    origin = jnp.asarray(trips[:, 0])
    dest = jnp.asarray(trips[:, 1])
    n = int(max(trips[:, 0].max(), trips[:, 1].max())) + 1
    return station_flows(origin, dest, n_stations=n)
