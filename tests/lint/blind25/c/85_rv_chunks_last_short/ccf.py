import jax
import jax.numpy as jnp

C_KMS = 299792.458


@jax.jit
def chunk_ccf(log_wave, flux, template, velocities):
    shifts = log_wave[None, :] - jnp.log1p(velocities / C_KMS)[:, None]
    shifted = jax.vmap(lambda s: jnp.interp(s, log_wave, template))(shifts)
    f = flux - flux.mean()
    t = shifted - shifted.mean(1, keepdims=True)
    return (t * f).sum(1) / jnp.sqrt((t * t).sum(1) * (f * f).sum())
