import equinox as eqx
import jax
import jax.numpy as jnp


class PoissonVAE(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear
    n_latent: int = eqx.field(static=True)

    def __init__(self, n_units, n_latent, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(n_units, 2 * n_latent, key=k1)
        self.dec = eqx.nn.Linear(n_latent, n_units, key=k2)
        self.n_latent = n_latent

    def elbo_terms(self, counts, key):
        h = self.enc(jnp.log1p(counts))
        mu, logvar = h[: self.n_latent], h[self.n_latent :]
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        log_rate = self.dec(z)
        nll = jnp.sum(jnp.exp(log_rate) - counts * log_rate)
        kl = 0.5 * jnp.sum(jnp.exp(logvar) + mu ** 2 - 1.0 - logvar)
        return nll, kl


def kl_weight(epoch, warmup_epochs):
    return min(1.0, epoch / warmup_epochs)
