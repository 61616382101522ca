import jax.numpy as jnp


def shaped_reward(pos, goal, action, distance_scale, action_penalty):
    return -distance_scale * jnp.linalg.norm(pos - goal) - action_penalty * jnp.sum(action**2)
