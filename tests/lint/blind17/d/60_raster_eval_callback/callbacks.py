import jax
import jax.numpy as jnp

from raster import soft_rasterize


class ImageQualityCallback:
    def __init__(self, pixels, target, every=2):
        self.pixels = pixels
        self.target = target
        self.every = every
        self.log = []

    def psnr(self, vertices, colors):
        img = soft_rasterize(vertices, colors, self.pixels)
        mse = jnp.mean((img - self.target) ** 2)
        return -10.0 * jnp.log10(mse + 1e-10)

    def __call__(self, step, vertices, colors):
        if step % self.every == 0:
            value = jax.jit(self.psnr)(vertices, colors)
            self.log.append(float(value))
            print(f"step {step}: psnr {float(value):.2f} dB")
