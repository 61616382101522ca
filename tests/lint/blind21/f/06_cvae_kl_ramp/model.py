import flax.linen as nn
import jax
import jax.numpy as jnp


class ChunkCVAE(nn.Module):
    chunk: int
    act_dim: int
    latent: int = 8

    @nn.compact
    def __call__(self, obs, actions, rng):
        flat = actions.reshape(actions.shape[0], -1)
        h = nn.relu(nn.Dense(64)(jnp.concatenate([obs, flat], -1)))
        mu, logvar = nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(rng, mu.shape)
        d = nn.relu(nn.Dense(64)(jnp.concatenate([obs, z], -1)))
        pred = nn.Dense(self.chunk * self.act_dim)(d)
        return pred.reshape(actions.shape), mu, logvar
