import equinox as eqx
import jax
import jax.numpy as jnp


class Autoencoder(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(64, 8, key=k1)
        self.dec = eqx.nn.Linear(8, 64, key=k2)

    def __call__(self, x):
        return self.dec(jnp.tanh(self.enc(x)))


@eqx.filter_jit
def denoising_loss(model, clean, key, sigma):
    noisy = clean + sigma * jax.random.normal(key, clean.shape)
    return jnp.mean((jax.vmap(model)(noisy) - clean) ** 2)
