from flax import nnx
import jax.numpy as jnp


class ValueNet(nnx.Module):
    def __init__(self, obs_dim, hidden, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(obs_dim, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)
        self.updates_done = 0

    def __call__(self, obs):
        return self.l2(nnx.tanh(self.l1(obs)))[..., 0]
