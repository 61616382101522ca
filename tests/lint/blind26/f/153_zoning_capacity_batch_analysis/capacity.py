import jax
import jax.numpy as jnp

N_ZONES = 6

def capacity_by_zone(lot_area, far, zone):
    return jax.ops.segment_sum(lot_area * far, zone, num_segments=N_ZONES)
