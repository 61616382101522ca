from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class CusumState(NamedTuple):
    pos: jax.Array
    neg: jax.Array
    target: jax.Array


def init_state(target):
    z = jnp.zeros_like(target)
    return CusumState(z, z, target)


def reset_fired(state, fired):
    pos, neg, target = state
    return CusumState(jnp.where(fired, 0.0, pos), jnp.where(fired, 0.0, neg), target)


@jax.jit
def cusum_update(state, x, slack=0.5, limit=5.0):
    pos, neg, target = state
    pos = jnp.maximum(0.0, pos + x - target - slack)
    neg = jnp.maximum(0.0, neg - x + target - slack)
    return CusumState(pos, neg, target), (pos > limit) | (neg > limit)


N_LINES = 8


def main():
    rng = np.random.default_rng(113)
    state = init_state(jnp.full((N_LINES,), 10.0, jnp.float32))
    for t in range(12):
        shift = 2.0 if t >= 4 else 0.0
        x = jnp.asarray(rng.normal(10.0 + shift, 1.0, N_LINES), jnp.float32)
        state, fired = cusum_update(state, x)
        if bool(fired.any()):
            print(t, np.flatnonzero(np.asarray(fired)).tolist())
            state = reset_fired(state, fired)


if __name__ == "__main__":
    main()
