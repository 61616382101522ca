import equinox as eqx
import jax
import jax.numpy as jnp


class SleepWakeNet(eqx.Module):
    conv: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv1d(4, 8, 5, key=k1)  # acc x/y/z + heart rate
        self.head = eqx.nn.Linear(8, 2, key=k2)

    def __call__(self, x):
        h = jax.nn.relu(self.conv(x))
        return jax.nn.softmax(self.head(jnp.mean(h, axis=-1)))
