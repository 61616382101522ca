import jax
import jax.numpy as jnp


@jax.jit
def kinematic_reach(inflow, length_km, lateral):
    celerity_kmh = 3.6
    lag = length_km / celerity_kmh
    frac = lag - jnp.floor(lag)
    shift = jnp.floor(lag).astype(jnp.int32)
    idx = jnp.clip(jnp.arange(inflow.shape[0]) - shift, 0, inflow.shape[0] - 1)
    lagged = (1 - frac) * inflow[idx] + frac * inflow[jnp.clip(idx - 1, 0)]
    return lagged + lateral


def route_network(upstream, reaches):
    q = upstream
    for r in reaches:
        q = kinematic_reach(q, r["length_km"], r["lateral"])
    return q
