import jax
import jax.numpy as jnp

CHUNK = 8


@jax.jit
def prefill_chunk(params, state, chunk):
    def step(h, tok):
        h = jnp.tanh(h @ params["w"] + params["embed"][tok])
        return h, None

    state, _ = jax.lax.scan(step, state, chunk)
    return state


def encode_prompt(params, ids, dim):
    state = jnp.zeros(dim)
    for start in range(0, len(ids), CHUNK):
        state = prefill_chunk(params, state, ids[start : start + CHUNK])
    return state
