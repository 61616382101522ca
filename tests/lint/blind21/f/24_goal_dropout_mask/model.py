import flax.linen as nn
import jax.numpy as jnp


class GoalConditionedPolicy(nn.Module):
    act_dim: int
    goal_dim: int

    @nn.compact
    def __call__(self, obs, goal, goal_mask):
        null_goal = self.param("null_goal", nn.initializers.zeros, (self.goal_dim,))
        goal = jnp.where(goal_mask[:, None] > 0, goal, null_goal[None, :])
        x = jnp.concatenate([obs, goal], axis=-1)
        x = nn.silu(nn.Dense(128)(x))
        x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(self.act_dim)(x)
