import jax
import jax.numpy as jnp
from flax import linen as nn


class MorphologyCNN(nn.Module):
    n_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)


class MorphologyClassifier:
    labels = ("elliptical", "spiral", "irregular")

    def __init__(self, key, stamp=24):
        self.net = MorphologyCNN()
        self.params = self.net.init(key, jnp.zeros((1, stamp, stamp, 1)))

    def predict(self, cutouts):
        logits = jax.jit(self.net.apply)(self.params, cutouts)
        return jnp.argmax(logits, axis=-1)
