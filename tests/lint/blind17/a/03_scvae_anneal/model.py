import equinox as eqx
import jax
import jax.numpy as jnp


class CountVAE(eqx.Module):
    encoder: eqx.nn.MLP
    decoder: eqx.nn.MLP
    latent: int = eqx.field(static=True)

    def __init__(self, n_genes, latent, key):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(n_genes, 2 * latent, 32, 1, key=k1)
        self.decoder = eqx.nn.MLP(latent, n_genes, 32, 1, key=k2)
        self.latent = latent

    def __call__(self, x, key):
        stats = self.encoder(jnp.log1p(x))
        mu, logvar = stats[: self.latent], stats[self.latent:]
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        rate = jnp.exp(self.decoder(z))
        return rate, mu, logvar


def elbo_terms(model, x, key):
    rate, mu, logvar = model(x, key)
    nll = jnp.sum(rate - x * jnp.log(rate + 1e-8))
    kl = -0.5 * jnp.sum(1 + logvar - mu**2 - jnp.exp(logvar))
    return nll, kl
