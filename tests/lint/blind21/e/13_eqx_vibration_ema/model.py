import equinox as eqx
import jax
import jax.numpy as jnp


class VibrationScorer(eqx.Module):
    encoder: eqx.nn.MLP
    decoder: eqx.nn.MLP
    err_mean: jax.Array
    n_updates: int

    def __init__(self, window, key):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(window, 3, 16, 1, key=k1)
        self.decoder = eqx.nn.MLP(3, window, 16, 1, key=k2)
        self.err_mean = jnp.zeros(())
        self.n_updates = 0

    def reconstruction_error(self, x):
        recon = jax.vmap(lambda w: self.decoder(self.encoder(w)))(x)
        return jnp.mean((recon - x) ** 2, axis=-1)
