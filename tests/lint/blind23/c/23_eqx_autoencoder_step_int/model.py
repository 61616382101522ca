import equinox as eqx
import jax
import jax.numpy as jnp


class E2ELink(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP

    def __init__(self, m, n_ch, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.MLP(m, 2 * n_ch, 32, 2, key=k1)
        self.dec = eqx.nn.MLP(2 * n_ch, m, 32, 2, key=k2)

    def __call__(self, onehot, noise):
        x = self.enc(onehot)
        x = x / jnp.sqrt(jnp.mean(x ** 2))
        return self.dec(x + noise)
