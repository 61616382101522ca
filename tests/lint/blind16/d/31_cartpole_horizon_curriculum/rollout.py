from functools import partial

import jax
import jax.numpy as jnp

from env import cartpole_step


def linear_policy(w, s):
    return jnp.clip(s @ w, -10.0, 10.0)


def episode_return(w, s0, horizon):
    def step(s, _):
        s, r = cartpole_step(s, linear_policy(w, s))
        return s, r

    _, rewards = jax.lax.scan(step, s0, None, length=horizon)
    return rewards.sum()


@partial(jax.jit, static_argnums=2)
def policy_update(w, s0, horizon, lr=0.01):
    ret, g = jax.value_and_grad(episode_return)(w, s0, horizon)
    return w + lr * g, ret
