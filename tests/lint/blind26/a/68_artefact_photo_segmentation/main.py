import numpy as np
import jax
import jax.numpy as jnp

from photos import load_photos


@jax.jit
def artefact_mask(img):
    bg = jnp.median(jnp.concatenate([img[0], img[-1], img[:, 0], img[:, -1]]))
    return jnp.abs(img - bg) > 0.25


rng = np.random.default_rng(0)
for name, img in load_photos(rng):
    m = artefact_mask(img)
    print(name, img.shape, float(m.mean()))
