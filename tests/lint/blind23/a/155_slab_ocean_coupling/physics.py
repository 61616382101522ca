import jax
import jax.numpy as jnp

from state import OceanMixedLayer


@jax.jit
def slab_ocean_step(layer, net_flux):
    heat_capacity = 1025.0 * 3990.0 * layer.depth
    sst = layer.sst + layer.dt * net_flux / heat_capacity
    return OceanMixedLayer(sst, layer.depth, layer.dt)
