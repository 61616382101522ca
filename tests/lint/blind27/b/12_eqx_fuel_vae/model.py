import equinox as eqx
import jax
import jax.numpy as jnp


class FuelVAE(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.MLP(6, 4, 32, 2, key=k1)
        self.dec = eqx.nn.MLP(2, 6, 32, 2, key=k2)

    def __call__(self, x, key):
        stats = self.enc(x)
        mu, logvar = stats[:2], stats[2:]
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        return self.dec(z), mu, logvar
