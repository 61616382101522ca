import flax.linen as nn
import jax
import jax.numpy as jnp


class Encoder(nn.Module):
    latent: int = 2

    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)


class Decoder(nn.Module):
    out: int = 8

    @nn.compact
    def __call__(self, z):
        h = nn.tanh(nn.Dense(32)(z))
        return nn.Dense(self.out)(h)


class VAE(nn.Module):
    latent: int = 2
    out: int = 8

    def setup(self):
        self.encoder = Encoder(self.latent)
        self.decoder = Decoder(self.out)

    def __call__(self, x, key):
        mu, logvar = self.encoder(x)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        return self.decoder(z), mu, logvar
