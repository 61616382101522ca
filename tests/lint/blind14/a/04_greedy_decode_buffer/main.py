import jax
import jax.numpy as jnp
import numpy as np

VOCAB = 50
DIM = 16
MAX_LEN = 16


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (VOCAB, DIM)),
        "mix": jax.random.normal(k2, (DIM, DIM)) / DIM ** 0.5,
        "head": jax.random.normal(k3, (DIM, VOCAB)),
    }


@jax.jit
def next_token_logits(params, tokens, length):
    h = params["embed"][tokens]
    valid = (jnp.arange(tokens.shape[1]) < length)[None, :, None]
    ctx = jnp.cumsum(h * valid, axis=1) / jnp.arange(1, tokens.shape[1] + 1)[None, :, None]
    h = jnp.tanh(ctx @ params["mix"])
    last = jax.lax.dynamic_index_in_dim(h, length - 1, axis=1, keepdims=False)
    return last @ params["head"]


def greedy_generate(params, prompt, max_new_tokens):
    batch, plen = prompt.shape
    tokens = jnp.zeros((batch, MAX_LEN), dtype=jnp.int32).at[:, :plen].set(prompt)
    length = jnp.asarray(plen, dtype=jnp.int32)
    for _ in range(max_new_tokens):
        logits = next_token_logits(params, tokens, length)
        nxt = jnp.argmax(logits, axis=-1).astype(jnp.int32)
        tokens = jax.lax.dynamic_update_slice(tokens, nxt[:, None], (0, length))
        length = length + 1
    return tokens[:, : plen + max_new_tokens]


if __name__ == "__main__":
    params = init_params(jax.random.PRNGKey(0))
    prompt = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)
    out = greedy_generate(params, prompt, max_new_tokens=6)
    print(out)
