import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def advect_day(conc, u, dx, dt_day, n_sub):
    dt = dt_day / n_sub

    def sub(c, _):
        flux = jnp.where(u > 0, u * c, u * jnp.roll(c, -1))
        return c - dt / dx * (flux - jnp.roll(flux, 1)), None

    conc, _ = jax.lax.scan(sub, conc, None, length=n_sub)
    return conc
