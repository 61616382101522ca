from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class PPOHParams(NamedTuple):
    clip_eps: float = 0.2
    entropy_coef: float = 0.01
    value_coef: float = 0.5
    lr: float = 3e-3


def policy_value(params, obs):
    h = jnp.tanh(obs @ params["w"])
    return h @ params["pi"], (h @ params["v"])[:, 0]


@partial(jax.jit, static_argnames=("hp",))
def ppo_update(params, obs, actions, old_logp, advantages, returns, hp):
    def loss_fn(p):
        logits, values = policy_value(p, obs)
        logp_all = jax.nn.log_softmax(logits)
        logp = jnp.take_along_axis(logp_all, actions[:, None], 1)[:, 0]
        ratio = jnp.exp(logp - old_logp)
        clipped = jnp.clip(ratio, 1 - hp.clip_eps, 1 + hp.clip_eps)
        pg = -jnp.mean(jnp.minimum(ratio * advantages, clipped * advantages))
        entropy = -jnp.mean(jnp.sum(jnp.exp(logp_all) * logp_all, -1))
        return pg + hp.value_coef * jnp.mean((values - returns) ** 2) - hp.entropy_coef * entropy

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - hp.lr * b, params, g), loss
