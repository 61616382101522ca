from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

VOCAB, DIM, CONTEXT = 30, 16, 20
MAX_NEW_TOKENS = 8


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)), "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.3}


@partial(jax.jit, static_argnames=("max_new_tokens",))
def complete(params, buf, start, max_new_tokens):
    def body(i, carry):
        buf, prev = carry
        pos = jnp.minimum(start + i, CONTEXT - 1)
        h = jnp.tanh(params["embed"][prev])
        nxt = jnp.argmax(h @ params["out"]).astype(jnp.int32)
        nxt = jnp.where(start + i < CONTEXT, nxt, buf[pos])
        return buf.at[pos].set(nxt), nxt

    buf, _ = jax.lax.fori_loop(0, max_new_tokens, body, (buf, buf[start - 1]))
    return buf


def handle(params, prompt):
    buf = np.zeros(CONTEXT, np.int32)
    buf[: len(prompt)] = prompt
    out = complete(params, buf, np.int32(len(prompt)), max_new_tokens=MAX_NEW_TOKENS)
    return out.tolist()[: len(prompt) + MAX_NEW_TOKENS]


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0))
    for prompt in [[1, 2, 3], [4, 5, 6, 7, 8], [9], [3, 3, 3], [2, 4]]:
        print(handle(params, prompt))
