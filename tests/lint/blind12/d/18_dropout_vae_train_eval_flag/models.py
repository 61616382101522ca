import flax.linen as nn
import jax
import jax.numpy as jnp


class DropoutVAE(nn.Module):
    latent: int = 2
    hidden: int = 32
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, z_key, train: bool):
        h = nn.Dropout(self.rate, deterministic=not train)(nn.relu(nn.Dense(self.hidden)(x)))
        mu = nn.Dense(self.latent)(h)
        log_var = nn.Dense(self.latent)(h)
        z = mu + jnp.exp(0.5 * log_var) * jax.random.normal(z_key, mu.shape) if train else mu
        x_hat = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(self.hidden)(z)))
        return x_hat, mu, log_var
