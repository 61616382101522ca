from typing import NamedTuple

import jax
import jax.numpy as jnp


class Coefficients(NamedTuple):
    clip_eps: jax.Array
    entropy_coef: jax.Array
    value_coef: jax.Array
    lr: jax.Array


def make_coefficients(clip_eps=0.2, entropy_coef=0.01, value_coef=0.5, lr=3e-3):
    return Coefficients(*(jnp.float32(v) for v in (clip_eps, entropy_coef, value_coef, lr)))


def policy_value(params, obs):
    h = jnp.tanh(obs @ params["w"])
    return h @ params["pi"], (h @ params["v"])[:, 0]


@jax.jit
def ppo_update(params, obs, actions, old_logp, advantages, returns, coef):
    def loss_fn(p):
        logits, values = policy_value(p, obs)
        logp_all = jax.nn.log_softmax(logits)
        logp = jnp.take_along_axis(logp_all, actions[:, None], 1)[:, 0]
        ratio = jnp.exp(logp - old_logp)
        clipped = jnp.clip(ratio, 1 - coef.clip_eps, 1 + coef.clip_eps)
        pg = -jnp.mean(jnp.minimum(ratio * advantages, clipped * advantages))
        entropy = -jnp.mean(jnp.sum(jnp.exp(logp_all) * logp_all, -1))
        return pg + coef.value_coef * jnp.mean((values - returns) ** 2) - coef.entropy_coef * entropy

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - coef.lr * b, params, g), loss
