import equinox as eqx
import jax
import jax.numpy as jnp


class TabularAE(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP

    def __init__(self, n_features, latent, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.MLP(n_features, latent, 16, 1, key=k1)
        self.dec = eqx.nn.MLP(latent, n_features, 16, 1, key=k2)

    def __call__(self, x):
        return self.dec(self.enc(x))


def recon_loss(model, x):
    return jnp.mean((jax.vmap(model)(x) - x) ** 2)
