import jax.numpy as jnp


def sparse_goal_reward(positions, goal):
    return (jnp.linalg.norm(positions - goal, axis=-1) < 0.5).astype(jnp.float32)


def dense_distance_reward(positions, goal):
    return -jnp.linalg.norm(positions - goal, axis=-1)


def potential_shaped_reward(positions, goal, gamma=0.99):
    phi = -jnp.linalg.norm(positions - goal, axis=-1)
    return gamma * phi[1:] - phi[:-1]


REWARD_FNS = [sparse_goal_reward, dense_distance_reward, potential_shaped_reward]
