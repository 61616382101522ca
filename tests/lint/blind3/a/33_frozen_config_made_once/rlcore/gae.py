from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def compute_gae(rewards, values, dones, last_value, cfg):
    next_values = jnp.append(values[1:], last_value)

    def back(adv, xs):
        r, v, nv, d = xs
        delta = r + cfg.gamma * nv * (1 - d) - v
        adv = delta + cfg.gamma * cfg.lam * (1 - d) * adv
        return adv, adv

    _, adv = jax.lax.scan(back, 0.0, (rewards, values, next_values, dones), reverse=True)
    if cfg.normalize:
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    return adv, adv + values
