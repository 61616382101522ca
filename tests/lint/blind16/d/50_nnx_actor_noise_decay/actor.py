import jax
import jax.numpy as jnp
from flax import nnx


class NoisyActor(nnx.Module):
    def __init__(self, obs_dim, act_dim, rngs: nnx.Rngs):
        self.body = nnx.Linear(obs_dim, 32, rngs=rngs)
        self.head = nnx.Linear(32, act_dim, rngs=rngs)
        self.noise_scale = nnx.Variable(jnp.asarray(0.5))

    def __call__(self, obs, key):
        mean = jnp.tanh(self.head(nnx.relu(self.body(obs))))
        noise = self.noise_scale.value * jax.random.normal(key, mean.shape)
        return jnp.clip(mean + noise, -1.0, 1.0)

    def decay_noise(self, factor=0.8, floor=0.05):
        self.noise_scale.value = jnp.maximum(floor, self.noise_scale.value * factor)


@nnx.jit
def explore(actor, obs, key):
    return actor(obs, key)
