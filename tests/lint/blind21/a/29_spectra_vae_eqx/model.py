import equinox as eqx
import jax
import jax.numpy as jnp


class SpectrumVAE(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP
    latent: int = eqx.field(static=True)

    def __init__(self, n_pix, latent, key):
        k1, k2 = jax.random.split(key)
        self.latent = latent
        self.enc = eqx.nn.MLP(n_pix, 2 * latent, 64, 2, key=k1)
        self.dec = eqx.nn.MLP(latent, n_pix, 64, 2, key=k2)

    def __call__(self, x, key):
        h = self.enc(x)
        mu, logvar = h[: self.latent], h[self.latent:]
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        return self.dec(z), mu, logvar


def kl_weight(epoch, warmup=5):
    return min(1.0, epoch / warmup)
