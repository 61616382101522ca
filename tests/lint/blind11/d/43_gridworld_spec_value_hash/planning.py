from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def value_iteration(spec, rewards, discount, n_iters=30):
    idx = jnp.arange(spec.n_states)
    row, col = idx // spec.width, idx % spec.width
    moves = jnp.array([[-1, 0], [1, 0], [0, -1], [0, 1]])[:spec.n_actions]
    nr = jnp.clip(row[:, None] + moves[:, 0], 0, spec.height - 1)
    nc = jnp.clip(col[:, None] + moves[:, 1], 0, spec.width - 1)
    next_state = nr * spec.width + nc

    def body(v, _):
        q = rewards[:, None] + discount * ((1 - spec.slip) * v[next_state] + spec.slip * v[:, None])
        return q.max(-1), None
    v, _ = jax.lax.scan(body, jnp.zeros(spec.n_states), None, length=n_iters)
    return v
