import jax.numpy as jnp

L_WATER = 3.34e8  # J m-3 of water


def stefan_thaw_depth(tdd_seconds, k_thawed, porosity, saturation):
    # classic Stefan solution for active-layer thickness
    latent = L_WATER * porosity * saturation
    return jnp.sqrt(2.0 * k_thawed * tdd_seconds / latent)
