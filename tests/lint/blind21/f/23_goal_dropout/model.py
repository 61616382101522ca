import flax.linen as nn
import jax.numpy as jnp


class GoalConditionedPolicy(nn.Module):
    act_dim: int
    goal_dim: int

    @nn.compact
    def __call__(self, obs, goal=None):
        if goal is None:
            goal_emb = self.param("null_goal", nn.initializers.zeros, (self.goal_dim,))
            goal = jnp.broadcast_to(goal_emb, (obs.shape[0], self.goal_dim))
        x = jnp.concatenate([obs, goal], axis=-1)
        x = nn.silu(nn.Dense(128)(x))
        x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(self.act_dim)(x)
