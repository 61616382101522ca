from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

from kernels import GaussianKernel


@partial(jax.jit, static_argnums=1)
def smooth_surface(dem, kernel):
    w = kernel.weights()
    rows = jax.vmap(lambda r: jnp.convolve(r, w, mode="same"))(dem)
    return jax.vmap(lambda c: jnp.convolve(c, w, mode="same"))(rows.T).T


rng = np.random.default_rng(1)
# LiDAR-derived elevation tiles over a hillfort
tiles = [jnp.asarray(rng.normal(size=(40, 40)).astype(np.float32)) for _ in range(5)]
for i, dem in enumerate(tiles):
    smoothed = smooth_surface(dem, GaussianKernel(3))
    lrm = dem - smoothed
    print(i, float(lrm.std()))
