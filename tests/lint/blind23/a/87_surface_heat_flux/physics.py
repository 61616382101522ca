import jax
import jax.numpy as jnp


@jax.jit
def surface_flux(t_surface, t_air, wind, is_stable):
    ch_neutral = 1.2e-3

    def stable(_):
        ri = 9.81 * (t_air - t_surface) / (t_air * jnp.maximum(wind, 0.5) ** 2)
        return ch_neutral / (1 + 10 * ri) ** 2

    def unstable(_):
        return jnp.full_like(wind, ch_neutral * 1.3)

    ch = jax.lax.cond(is_stable, stable, unstable, None)
    return 1.2 * 1004 * ch * wind * (t_surface - t_air)
