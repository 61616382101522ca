import jax
import jax.numpy as jnp


@jax.jit
def detect_sources(img, nsigma):
    img = img.astype(jnp.float32)
    bkg = jnp.median(img)
    mad = jnp.median(jnp.abs(img - bkg)) * 1.4826
    peak = (img > bkg + nsigma * mad)
    core = img[1:-1, 1:-1]
    local_max = ((core >= img[:-2, 1:-1]) & (core >= img[2:, 1:-1]) &
                 (core >= img[1:-1, :-2]) & (core >= img[1:-1, 2:]))
    return jnp.sum(local_max & peak[1:-1, 1:-1])
