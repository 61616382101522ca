import jax
import jax.numpy as jnp


@jax.jit
def peak_snr(img, sky):
    resid = img - sky
    noise = 1.4826 * jnp.median(jnp.abs(resid - jnp.median(resid)))
    return resid.max() / noise
