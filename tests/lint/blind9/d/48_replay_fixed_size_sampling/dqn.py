import jax
import jax.numpy as jnp


def q_net(params, obs):
    return jnp.tanh(obs @ params["w1"] + params["b1"]) @ params["w2"]


@jax.jit
def dqn_update(params, target_params, obs, actions, rewards, next_obs):
    target = rewards + 0.9 * jnp.max(q_net(target_params, next_obs), axis=-1)

    def loss_fn(p):
        q = jnp.take_along_axis(q_net(p, obs), actions[:, None], axis=1)[:, 0]
        return jnp.mean(huber(q - jax.lax.stop_gradient(target)))

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g), loss


def huber(x, delta=1.0):
    a = jnp.abs(x)
    return jnp.where(a < delta, 0.5 * x**2, delta * (a - 0.5 * delta))


@jax.jit
def greedy_actions(params, obs):
    return jnp.argmax(q_net(params, obs), axis=-1)
