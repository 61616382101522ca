import equinox as eqx
import jax
import jax.numpy as jnp

class Canopy(eqx.Module):
    lai_layers: jax.Array
    k_ext: jax.Array

@eqx.filter_jit
def absorbed_par(canopy, par_above):
    cum = jnp.cumsum(canopy.lai_layers)
    transmitted = jnp.exp(-canopy.k_ext * cum)
    return par_above * (1 - transmitted[-1]), transmitted
