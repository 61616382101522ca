import functools

import jax
import jax.numpy as jnp


def q_values(params, obs):
    h = jax.nn.relu(obs @ params["w1"] + params["b1"])
    return h @ params["w2"]


@functools.lru_cache(maxsize=None)
def make_td_step(gamma, lr):
    def td_step(params, target_params, obs, actions, rewards, next_obs, dones):
        def loss_fn(p):
            q = jnp.take_along_axis(q_values(p, obs), actions[:, None], axis=1)[:, 0]
            next_q = q_values(target_params, next_obs).max(-1)
            target = rewards + gamma * (1.0 - dones) * next_q
            return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss
    return jax.jit(td_step)
