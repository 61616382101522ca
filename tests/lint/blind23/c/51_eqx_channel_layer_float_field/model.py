import equinox as eqx
import jax
import jax.numpy as jnp


class AWGNLayer(eqx.Module):
    noise_std: float

    def __call__(self, x, key):
        return x + self.noise_std * jax.random.normal(key, x.shape)


class Autoencoder(eqx.Module):
    tx: eqx.nn.Linear
    channel: AWGNLayer
    rx: eqx.nn.MLP

    def __init__(self, m, n, key):
        k1, k2 = jax.random.split(key)
        self.tx = eqx.nn.Linear(m, n, key=k1)
        self.channel = AWGNLayer(0.5)
        self.rx = eqx.nn.MLP(n, m, 32, 1, key=k2)

    def __call__(self, onehot, key):
        x = self.tx(onehot)
        x = x / jnp.linalg.norm(x) * jnp.sqrt(x.shape[0])
        return self.rx(self.channel(x, key))
