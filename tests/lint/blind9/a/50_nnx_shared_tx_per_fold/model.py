import jax.numpy as jnp
from flax import nnx


class VAEHead(nnx.Module):
    """Small convolutional VAE used for anomaly scoring on image patches."""

    def __init__(self, channels=3, latent=4, *, rngs: nnx.Rngs):
        self.enc = nnx.Conv(channels, 8, kernel_size=(3, 3), strides=(2, 2), rngs=rngs)
        self.to_stats = nnx.Linear(8, 2 * latent, rngs=rngs)
        self.dec = nnx.Linear(latent, 4 * 4 * channels, rngs=rngs)
        self.channels = channels

    def __call__(self, x, noise):
        h = nnx.relu(self.enc(x)).mean(axis=(1, 2))
        mu, logvar = jnp.split(self.to_stats(h), 2, axis=-1)
        z = mu + jnp.exp(0.5 * logvar) * noise
        recon = self.dec(z).reshape(x.shape[0], 4, 4, self.channels)
        return recon, mu, logvar
