import equinox as eqx
import jax
import jax.numpy as jnp


class ToothDetector(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d
    drop: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv2d(1, 8, 3, stride=2, key=k1)
        self.conv2 = eqx.nn.Conv2d(8, 16, 3, stride=2, key=k2)
        self.drop = eqx.nn.Dropout(0.2)
        self.head = eqx.nn.Linear(16, 32, key=k3)

    def __call__(self, x, key, inference):
        x = jax.nn.relu(self.conv1(x))
        x = jax.nn.relu(self.conv2(x))
        x = x.mean(axis=(1, 2))
        x = self.drop(x, key=key, inference=inference)
        return self.head(x)
