from functools import partial

import jax
import jax.numpy as jnp


class RolloutConfig:
    def __init__(self, horizon, gamma, goal):
        self.horizon = horizon
        self.gamma = gamma
        self.goal = goal


def policy(params, pos):
    return jax.nn.softmax(params["logits"][pos[0], pos[1]])


MOVES = jnp.array([[0, 1], [1, 0], [0, -1], [-1, 0]])


@partial(jax.jit, static_argnums=2)
def discounted_rollout(params, key, cfg):
    def body(carry, k):
        pos, ret, disc = carry
        a = jax.random.categorical(k, jnp.log(policy(params, pos)))
        pos = jnp.clip(pos + MOVES[a], 0, params["logits"].shape[0] - 1)
        r = jnp.all(pos == jnp.array(cfg.goal)).astype(jnp.float32)
        return (pos, ret + disc * r, disc * cfg.gamma), r

    keys = jax.random.split(key, cfg.horizon)
    (_, ret, _), rewards = jax.lax.scan(body, (jnp.zeros(2, jnp.int32), 0.0, 1.0), keys)
    return ret, rewards.sum()
