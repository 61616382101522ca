import flax.linen as nn
import jax
import jax.numpy as jnp


class FrameVAE(nn.Module):
    latent: int = 4

    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(32)(x))
        mu, log_var = nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)
        z = mu + jnp.exp(0.5 * log_var) * jax.random.normal(key, mu.shape)
        recon = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(32)(z)))
        return recon, mu, log_var


def elbo_terms(params, model, x, key):
    recon, mu, log_var = model.apply({"params": params}, x, key)
    rec = jnp.mean(jnp.sum((recon - x) ** 2, -1))
    kl = jnp.mean(-0.5 * jnp.sum(1 + log_var - mu**2 - jnp.exp(log_var), -1))
    return rec, kl, mu
