import equinox as eqx
import jax
import jax.numpy as jnp


class ActivityNet(eqx.Module):
    conv: eqx.nn.Conv1d
    head: eqx.nn.Linear
    temperature: float

    def __init__(self, key, n_classes=6, temperature=1.0):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv1d(3, 16, kernel_size=5, key=k1)
        self.head = eqx.nn.Linear(16, n_classes, key=k2)
        self.temperature = temperature

    def __call__(self, x):
        # x: [3, T] tri-axial accelerometer
        h = jax.nn.relu(self.conv(x))
        h = jnp.mean(h, axis=-1)
        return self.head(h) / self.temperature
