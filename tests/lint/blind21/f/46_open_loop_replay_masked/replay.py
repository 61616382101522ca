from functools import partial

import jax
import jax.numpy as jnp


def dynamics(state, action):
    return state + 0.05 * jnp.tanh(action) - 0.01 * state


@partial(jax.jit, static_argnames="num_steps")
def replay_error(scale, policy_params, init_state, demo_states, length, num_steps):
    """Roll the learned policy open-loop from the demo start and compare to the demo."""
    w, b = policy_params

    def body(state, t):
        action = state @ w + b
        nxt = dynamics(state, action)
        valid = (t < length).astype(jnp.float32)
        return nxt, valid * jnp.sum((nxt - demo_states[t]) ** 2)

    _, errs = jax.lax.scan(body, init_state, jnp.arange(num_steps))
    return errs.sum() / length * scale
