from functools import partial

import jax
import jax.numpy as jnp

HORIZON = 25


@partial(jax.jit, static_argnames=("apply_fn", "horizon"))
def rollout_return(params, start, goal, apply_fn, horizon=HORIZON):
    def body(pos, _):
        a = apply_fn(params, jnp.concatenate([pos, goal], -1))
        pos = pos + 0.1 * a
        return pos, -jnp.linalg.norm(pos - goal, axis=-1)

    _, rewards = jax.lax.scan(body, start, None, length=horizon)
    return rewards.sum(0).mean()


class EvalCallback:
    def __init__(self, apply_fn, starts, goals, every=3):
        self.apply_fn = apply_fn
        self.starts, self.goals = starts, goals
        self.every = every

    def __call__(self, step, params):
        if step % self.every:
            return None
        return float(rollout_return(params, self.starts, self.goals, apply_fn=self.apply_fn, horizon=HORIZON))
