import equinox as eqx
import jax
import jax.numpy as jnp


class SensorAutoencoder(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP

    def __init__(self, n_sensors, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.MLP(n_sensors, 3, 16, 1, key=k1)
        self.dec = eqx.nn.MLP(3, n_sensors, 16, 1, key=k2)

    def __call__(self, x):
        return self.dec(self.enc(x))
