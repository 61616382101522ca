import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def larvae_transport_day(conc, u, kappa, cfg):
    dt = cfg.dt_day / cfg.substeps

    def sub(c, _):
        flux = jnp.where(u > 0, u * c, u * jnp.roll(c, -1))
        diff = kappa * (jnp.roll(c, 1) - 2 * c + jnp.roll(c, -1)) / cfg.dx
        return c - dt / cfg.dx * (flux - jnp.roll(flux, 1) - diff), None

    conc, _ = jax.lax.scan(sub, conc, None, length=cfg.substeps)
    return conc
