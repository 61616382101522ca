import jax
import jax.numpy as jnp
import flax.linen as nn


class VAE(nn.Module):
    latent: int = 4
    hidden: int = 32
    out_dim: int = 64

    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(self.hidden)(x))
        mu = nn.Dense(self.latent)(h)
        logvar = nn.Dense(self.latent)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        h = nn.relu(nn.Dense(self.hidden)(z))
        recon = nn.Dense(self.out_dim)(h)
        return recon, mu, logvar
