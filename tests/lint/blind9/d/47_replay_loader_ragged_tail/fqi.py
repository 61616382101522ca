import jax
import jax.numpy as jnp


def q_values(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


@jax.jit
def fitted_q_step(params, target_params, obs, actions, rewards, next_obs):
    target = rewards + 0.9 * jnp.max(q_values(target_params, next_obs), axis=-1)

    def loss_fn(p):
        q = jnp.take_along_axis(q_values(p, obs), actions[:, None], axis=1)[:, 0]
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g), loss
