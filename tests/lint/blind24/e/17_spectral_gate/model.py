import jax
import jax.numpy as jnp
import equinox as eqx


class SpectralGate(eqx.Module):
    conv1: eqx.nn.Conv1d
    conv2: eqx.nn.Conv1d
    floor_db: float

    def __init__(self, key, floor_db=-60.0):
        k1, k2 = jax.random.split(key)
        self.conv1 = eqx.nn.Conv1d(16, 16, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv1d(16, 16, 3, padding=1, key=k2)
        self.floor_db = floor_db

    def __call__(self, spec):
        floor = 10.0 ** (self.floor_db / 20.0)
        mask = jax.nn.sigmoid(self.conv2(jax.nn.relu(self.conv1(spec))))
        return jnp.maximum(spec * mask, floor)
