import jax
import jax.numpy as jnp
from flax import nnx


class VAE(nnx.Module):
    def __init__(self, x_dim, z_dim, rngs: nnx.Rngs, warmup_epochs=10):
        self.enc = nnx.Linear(x_dim, 2 * z_dim, rngs=rngs)
        self.dec = nnx.Linear(z_dim, x_dim, rngs=rngs)
        self.warmup_epochs = warmup_epochs
        self.epoch = 0

    def kl_weight(self):
        return jnp.minimum(1.0, self.epoch / self.warmup_epochs)

    def __call__(self, x, key):
        mu, log_sigma = jnp.split(self.enc(x), 2, axis=-1)
        z = mu + jnp.exp(log_sigma) * jax.random.normal(key, mu.shape)
        recon = self.dec(z)
        rec = jnp.sum((recon - x) ** 2, -1)
        kl = 0.5 * jnp.sum(jnp.exp(2 * log_sigma) + mu ** 2 - 1 - 2 * log_sigma, -1)
        return jnp.mean(rec + self.kl_weight() * kl)
