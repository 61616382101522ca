import jax
import jax.numpy as jnp

from photos import PhotoFolder


@jax.jit
def foreground_fraction(img):
    bg = jnp.median(jnp.concatenate([img[0], img[-1]]))
    return jnp.mean(jnp.abs(img - bg) > 0.25)


for name, img in PhotoFolder():
    print(name, img.shape, float(foreground_fraction(img)))
