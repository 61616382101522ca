import jax
import jax.numpy as jnp


@jax.jit
def route_runoff(storage, melt, rain, k_res):
    # linear-reservoir routing of glacier melt (Jansson et al. 2003)
    inflow = jnp.sum(melt + rain)
    outflow = storage / k_res
    return storage + inflow - outflow, outflow
