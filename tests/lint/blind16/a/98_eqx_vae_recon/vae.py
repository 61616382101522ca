import jax
import jax.numpy as jnp
import equinox as eqx


class VAE(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP
    latent: int = eqx.field(static=True)

    def __init__(self, dim, latent, key):
        k1, k2 = jax.random.split(key)
        self.latent = latent
        self.enc = eqx.nn.MLP(dim, 2 * latent, 32, 1, key=k1)
        self.dec = eqx.nn.MLP(latent, dim, 32, 1, key=k2)

    def encode(self, x):
        h = self.enc(x)
        return h[: self.latent], h[self.latent:]

    def reconstruct(self, x):
        mu, _ = self.encode(x)
        return jax.nn.sigmoid(self.dec(mu))


def elbo(model, x, key):
    mu, logvar = model.encode(x)
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    logits = model.dec(z)
    rec = jnp.sum(jnp.maximum(logits, 0) - logits * x + jnp.log1p(jnp.exp(-jnp.abs(logits))))
    kl = -0.5 * jnp.sum(1 + logvar - mu**2 - jnp.exp(logvar))
    return rec + kl
