import jax.numpy as jnp
from flax import nnx


class SampleCount(nnx.Variable):
    pass


class GoalConditionedBC(nnx.Module):
    def __init__(self, obs_dim, goal_dim, act_dim, rngs):
        self.encoder = nnx.Linear(obs_dim + goal_dim, 64, rngs=rngs)
        self.hidden = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, act_dim, rngs=rngs)
        self.samples_seen = SampleCount(jnp.array(0, dtype=jnp.int32))

    def __call__(self, obs, goal):
        h = nnx.relu(self.encoder(jnp.concatenate([obs, goal], -1)))
        h = nnx.relu(self.hidden(h))
        return self.out(h)

    def record(self, batch_size):
        self.samples_seen.value = self.samples_seen.value + batch_size
