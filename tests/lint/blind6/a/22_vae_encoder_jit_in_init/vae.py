import jax
import jax.numpy as jnp


def init_params(key, d_in, d_lat):
    k1, k2 = jax.random.split(key)
    return {"w_mu": jax.random.normal(k1, (d_in, d_lat)) * 0.1,
            "w_lv": jax.random.normal(k2, (d_in, d_lat)) * 0.1}


def _encode(params, x):
    return x @ params["w_mu"], x @ params["w_lv"]


class GaussianVAE:
    def __init__(self, params):
        self.params = params
        self._encode = jax.jit(_encode)

    @property
    def encoder(self):
        return self._encode

    def latents(self, x, key):
        mu, logvar = self.encoder(self.params, x)
        return mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
