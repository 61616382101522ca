import functools

import jax
import jax.numpy as jnp
import numpy as np


def to_grid(images, nrow=4):
    n, h, w, c = images.shape
    rows = [np.concatenate(list(images[i:i + nrow]), axis=1) for i in range(0, n, nrow)]
    return np.concatenate(rows, axis=0)


class PreviewWriter:
    """Renders a fixed-latent sample grid at the end of every epoch."""

    def __init__(self, generator, fixed_z, truncation=0.7):
        self.generator = generator
        self.fixed_z = fixed_z
        self.truncation = truncation
        self.grids = []

    def __call__(self, epoch, g_params):
        render = jax.jit(functools.partial(self.generator.apply, g_params))
        images = render(self.fixed_z * self.truncation)
        grid = to_grid(np.asarray((images + 1) * 127.5).astype(np.uint8))
        self.grids.append(grid)
        print(f"  preview epoch {epoch}: grid {grid.shape}, mean {grid.mean():.1f}")
