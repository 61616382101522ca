import jax
import jax.numpy as jnp
from flax import nnx


class DrapeRegressor(nnx.Module):
    """Drape coefficient from fabric mechanical properties, with input-noise augmentation."""

    def __init__(self, rngs, noise_start=0.3, total_epochs=5):
        self.net = nnx.Sequential(nnx.Linear(6, 16, rngs=rngs), nnx.relu, nnx.Linear(16, 1, rngs=rngs))
        self.noise_start = noise_start
        self.total_epochs = total_epochs
        self.epoch = 0

    def __call__(self, x, key=None):
        if key is not None:
            sigma = self.noise_start * (1 - self.epoch / self.total_epochs)
            x = x + sigma * jax.random.normal(key, x.shape)
        return self.net(x)[:, 0]
