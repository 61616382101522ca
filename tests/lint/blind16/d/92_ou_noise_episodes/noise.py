import jax
import jax.numpy as jnp


@jax.jit
def ou_noise_step(key, noise, theta=0.15, sigma=0.2):
    return noise - theta * noise + sigma * jax.random.normal(key, noise.shape)


class EpisodeSeeder:
    """Derives a reproducible key for every episode from a base seed."""

    def __init__(self, seed):
        self.seed = seed

    def episode_key(self, episode):
        return jax.random.fold_in(jax.random.key(self.seed), episode)
