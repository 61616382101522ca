import jax
import jax.numpy as jnp

from .networks import q_values


def td_loss(params, target_params, batch, gamma, huber_delta):
    obs, actions, rewards, next_obs, dones = batch
    q = jnp.take_along_axis(q_values(params, obs), actions[:, None], axis=1)[:, 0]
    next_q = jnp.max(q_values(target_params, next_obs), axis=1)
    target = rewards + gamma * (1.0 - dones) * jax.lax.stop_gradient(next_q)
    err = q - target
    abs_err = jnp.abs(err)
    quad = jnp.minimum(abs_err, huber_delta)
    return jnp.mean(0.5 * quad ** 2 + huber_delta * (abs_err - quad))
