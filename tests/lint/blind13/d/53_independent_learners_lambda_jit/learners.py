import jax
import jax.numpy as jnp


def init_q(key, obs_dim, n_actions):
    return {"w": jax.random.normal(key, (obs_dim, n_actions)) * 0.1, "b": jnp.zeros(n_actions)}


def td_loss(params, obs, actions, targets):
    q = obs @ params["w"] + params["b"]
    q_sa = jnp.take_along_axis(q, actions[:, None], axis=1)[:, 0]
    return jnp.mean((q_sa - targets) ** 2)


def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
