import equinox as eqx
import jax
import jax.numpy as jnp


class BeatClassifier(eqx.Module):
    conv1: eqx.nn.Conv1d
    conv2: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, key, n_classes=5):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv1d(1, 8, 7, stride=2, key=k1)
        self.conv2 = eqx.nn.Conv1d(8, 16, 5, stride=2, key=k2)
        self.head = eqx.nn.Linear(16, n_classes, key=k3)

    def __call__(self, beat):
        h = jax.nn.relu(self.conv1(beat[None]))
        h = jax.nn.relu(self.conv2(h))
        return self.head(jnp.max(h, axis=-1))
