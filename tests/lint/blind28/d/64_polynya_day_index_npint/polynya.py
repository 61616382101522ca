import jax
import jax.numpy as jnp


@jax.jit
def polynya_area(wind, day, ice_production):
    # Pease (1987) latent-heat polynya: equilibrium width after an event
    u = jax.lax.dynamic_slice(wind, (day,), (3,))
    v_ice = 0.03 * jnp.mean(u)
    width = v_ice * 86400 * 3 / (1.0 + 86400 * 3 * ice_production / 0.2)
    return width * 150e3 / 1e6
