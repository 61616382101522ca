from functools import partial

import jax
import jax.numpy as jnp


def feedback_policy(state, gain, damping):
    return -gain * state[0] - damping * state[1]


@partial(jax.jit, static_argnames=("steps",))
def evaluate(gain, damping, init_states, steps=40):
    def one(s0):
        def step(s, _):
            u = feedback_policy(s, gain, damping)
            s = s + 0.05 * jnp.stack([s[1], u - 0.1 * s[1]])
            return s, s[0] ** 2 + 0.01 * u ** 2

        _, c = jax.lax.scan(step, s0, None, length=steps)
        return c.sum()

    return jax.vmap(one)(init_states).mean()
