import equinox as eqx
import jax
import jax.numpy as jnp


class GrainMoistureNet(eqx.Module):
    conv: eqx.nn.Conv1d
    head: eqx.nn.Linear
    smoothing: int = eqx.field(static=True)

    def __init__(self, key, smoothing=5):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv1d(1, 6, kernel_size=smoothing, padding="SAME", key=k1)
        self.head = eqx.nn.Linear(6, 1, key=k2)
        self.smoothing = smoothing

    def __call__(self, spectrum):
        h = jax.nn.relu(self.conv(spectrum[None]))
        return self.head(h.mean(axis=1))[0]
