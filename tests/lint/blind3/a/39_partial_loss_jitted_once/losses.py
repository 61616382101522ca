import jax
import jax.numpy as jnp


def q_values(params, obs):
    return jax.nn.relu(obs @ params["w1"]) @ params["w2"]


def double_dqn_loss(online, target, batch, gamma):
    obs, actions, rewards, next_obs, dones = batch
    q = jnp.take_along_axis(q_values(online, obs), actions[:, None], 1)[:, 0]
    next_a = jnp.argmax(q_values(online, next_obs), 1)
    next_q = jnp.take_along_axis(q_values(target, next_obs), next_a[:, None], 1)[:, 0]
    target_v = rewards + gamma * (1 - dones) * jax.lax.stop_gradient(next_q)
    return jnp.mean((q - target_v) ** 2)
