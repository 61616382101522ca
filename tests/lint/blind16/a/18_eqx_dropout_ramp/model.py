import jax
import jax.numpy as jnp
import equinox as eqx


class MLPClassifier(eqx.Module):
    stem: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, key, num_classes=10):
        k1, k2 = jax.random.split(key)
        self.stem = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.head = eqx.nn.Linear(8, num_classes, key=k2)

    def __call__(self, x, key, rate):
        h = jax.nn.relu(self.stem(x)).mean(axis=(1, 2))
        keep = jax.random.bernoulli(key, 1.0 - rate, h.shape)
        h = jnp.where(keep, h / (1.0 - rate), 0.0)
        return self.head(h)
