import jax
import jax.numpy as jnp


@jax.jit
def detection_mask(img, nsigma, deblend_contrast):
    bkg = jnp.median(img)
    rms = 1.4826 * jnp.median(jnp.abs(img - bkg))
    above = img > bkg + nsigma * rms
    peak = img.max()
    return above & (img - bkg > deblend_contrast * (peak - bkg))


def run_field(img, settings):
    return detection_mask(img, **settings)
