import jax
import jax.numpy as jnp

BANDS = ("u", "g", "r", "i", "z")


@jax.jit
def template_chi2(band_fluxes, band_errors, templates):
    f = jnp.stack(band_fluxes, axis=-1)
    e = jnp.stack(band_errors, axis=-1)
    w = 1.0 / e ** 2
    scale = jnp.sum(w[:, None] * f[:, None] * templates, -1) / jnp.sum(w[:, None] * templates ** 2, -1)
    return jnp.sum(w[:, None] * (f[:, None] - scale[..., None] * templates) ** 2, -1)
