import jax
import jax.numpy as jnp

from raster import soft_rasterize


def psnr(vertices, colors, pixels, target):
    img = soft_rasterize(vertices, colors, pixels)
    mse = jnp.mean((img - target) ** 2)
    return -10.0 * jnp.log10(mse + 1e-10)


class ImageQualityCallback:
    def __init__(self, pixels, target, every=2):
        self.pixels = pixels
        self.target = target
        self.every = every
        self.log = []

    def __call__(self, step, vertices, colors):
        if step % self.every == 0:
            value = jax.jit(psnr)(vertices, colors, self.pixels, self.target)
            self.log.append(float(value))
            print(f"step {step}: psnr {float(value):.2f} dB")
