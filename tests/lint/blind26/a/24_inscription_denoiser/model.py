import jax
import jax.numpy as jnp
import equinox as eqx


class Denoiser(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d
    sigma: float

    def __init__(self, key, sigma=0.5):
        k1, k2 = jax.random.split(key)
        self.conv1 = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 1, 3, padding=1, key=k2)
        self.sigma = sigma

    def __call__(self, x):
        return x - self.conv2(jax.nn.relu(self.conv1(x)))
