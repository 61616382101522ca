import jax
import jax.numpy as jnp

LAM_PHYS = jnp.log(2.0) / (8.02 * 24.0)   # I-131, 1/h


@jax.jit
def thyroid_retention(times_h, uptake_frac, t_uptake_h, bio_half_h):
    t = jnp.asarray(times_h)
    lam_bio = jnp.log(2.0) / bio_half_h
    rise = 1.0 - jnp.exp(-t / t_uptake_h)
    return uptake_frac * rise * jnp.exp(-(LAM_PHYS + lam_bio) * t)
