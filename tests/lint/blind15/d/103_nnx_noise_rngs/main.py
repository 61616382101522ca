import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


class GaussianActor(nnx.Module):
    def __init__(self, obs_dim, act_dim, rngs):
        self.mu = nnx.Linear(obs_dim, act_dim, rngs=rngs)
        self.log_std = nnx.Param(jnp.full((act_dim,), -0.5))

    def __call__(self, obs):
        return jnp.tanh(self.mu(obs)), jnp.exp(self.log_std.value)


@nnx.jit
def explore(actor, obs, rngs):
    mean, std = actor(obs)
    noise = jax.random.normal(rngs.noise(), mean.shape)
    return jnp.clip(mean + std * noise, -1.0, 1.0)


def main():
    actor = GaussianActor(5, 2, nnx.Rngs(0))
    rng = np.random.default_rng(0)
    for episode in range(4):
        noise_rngs = nnx.Rngs(noise=1000 + episode)
        for t in range(3):
            obs = rng.normal(size=(6, 5)).astype(np.float32)
            act = explore(actor, obs, noise_rngs)
        print(episode, np.asarray(act).round(2).tolist()[0])


if __name__ == "__main__":
    main()
