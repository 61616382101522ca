import jax
import jax.numpy as jnp
from flax import nnx


class Augmentation(nnx.Variable):
    pass


class LightCurveClassifier(nnx.Module):
    def __init__(self, n_bins, n_classes, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(5,), rngs=rngs)
        self.head = nnx.Linear(8, n_classes, rngs=rngs)
        self.flux_jitter = Augmentation(jnp.float32(0.05))

    def __call__(self, x, key):
        x = x + self.flux_jitter.value * jax.random.normal(key, x.shape)
        h = nnx.relu(self.conv(x[..., None]))
        return self.head(h.mean(axis=1))
