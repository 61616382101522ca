from functools import partial

import diffrax
import jax
import jax.numpy as jnp

R = 8.314


def herron_langway(z, rho, args):
    temp_k, accum, rho_ice = args
    k0 = 11.0 * jnp.exp(-10160.0 / (R * temp_k))
    k1 = 575.0 * jnp.exp(-21400.0 / (R * temp_k))
    rate = jnp.where(rho < 550.0, k0 * accum, k1 * jnp.sqrt(accum))
    return rate * (rho_ice - rho) / (accum / (rho_ice / 1000.0))


@partial(jax.jit, static_argnames="cfg")
def density_profile(temp_k, accum, cfg):
    depths = jnp.linspace(0.0, cfg.max_depth, cfg.n_out)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(herron_langway), diffrax.Tsit5(), t0=0.0, t1=cfg.max_depth, dt0=0.5,
        y0=jnp.asarray(cfg.rho_surface), args=(temp_k, accum, cfg.rho_ice),
        saveat=diffrax.SaveAt(ts=depths),
        stepsize_controller=diffrax.PIDController(rtol=cfg.rtol, atol=cfg.atol))
    return sol.ys
