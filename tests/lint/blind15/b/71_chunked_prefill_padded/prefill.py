import jax
import jax.numpy as jnp
import numpy as np

CHUNK = 8


@jax.jit
def prefill_chunk(params, state, chunk, valid):
    def step(h, inp):
        tok, ok = inp
        new = jnp.tanh(h @ params["w"] + params["embed"][tok])
        return jnp.where(ok, new, h), None

    state, _ = jax.lax.scan(step, state, (chunk, valid))
    return state


def encode_prompt(params, ids, dim):
    state = jnp.zeros(dim)
    for start in range(0, len(ids), CHUNK):
        piece = ids[start : start + CHUNK]
        chunk = np.zeros(CHUNK, np.int32)
        chunk[: len(piece)] = piece
        valid = np.arange(CHUNK) < len(piece)
        state = prefill_chunk(params, state, chunk, valid)
    return state
