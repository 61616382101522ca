import jax
import jax.numpy as jnp


@jax.jit
def surface_flux(t_surf, t_air, wind, is_summer):
    def summer(args):
        ts, ta, u = args
        return 12.0 * u * (ta - ts) * 0.3 + 80.0
    def winter(args):
        ts, ta, u = args
        return 12.0 * u * (ta - ts) * 0.5 - 40.0
    return jax.lax.cond(is_summer, summer, winter, (t_surf, t_air, wind))
