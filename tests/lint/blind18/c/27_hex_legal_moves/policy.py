import functools

import jax
import jax.numpy as jnp

N = 5


def init_policy(key, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (N * N, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, N * N)) * 0.1}


@functools.partial(jax.jit, static_argnames=("legal",))
def move_probs(params, board, legal):
    logits = jnp.tanh(board.reshape(-1) @ params["w1"]) @ params["w2"]
    logits = logits[jnp.array(legal)]
    return jax.nn.softmax(logits)
