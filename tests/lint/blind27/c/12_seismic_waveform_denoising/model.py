import equinox as eqx
import jax
import jax.numpy as jnp


class Denoiser(eqx.Module):
    enc: eqx.nn.Conv1d
    dec: eqx.nn.Conv1d
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Conv1d(1, 8, 9, padding=4, key=k1)
        self.dec = eqx.nn.Conv1d(8, 1, 9, padding=4, key=k2)
        self.dropout = eqx.nn.Dropout(0.1)

    def __call__(self, x, key, inference):
        h = jax.nn.gelu(self.enc(x))
        h = self.dropout(h, key=key, inference=inference)
        return self.dec(h)


@eqx.filter_jit
def denoise_loss(model, noisy, clean, key, inference):
    keys = jax.random.split(key, noisy.shape[0])
    pred = jax.vmap(lambda x, k: model(x, k, inference))(noisy, keys)
    return jnp.mean((pred - clean) ** 2)
