import jax
import jax.numpy as jnp


@jax.jit
def accumulate_congestion_rent(running_total, lmp_from, lmp_to, flow_mw):
    rent = jnp.sum((lmp_to - lmp_from) * flow_mw) / 12.0  # 5-minute intervals
    return running_total + rent
