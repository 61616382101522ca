import equinox as eqx
import jax
import jax.numpy as jnp


class PlanktonCNN(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, n_classes, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 16, 3, stride=2, padding=1, key=k2)
        self.head = eqx.nn.Linear(16, n_classes, key=k3)

    def __call__(self, x):
        x = jax.nn.relu(self.conv1(x))
        x = jax.nn.relu(self.conv2(x))
        return self.head(jnp.mean(x, axis=(1, 2)))
