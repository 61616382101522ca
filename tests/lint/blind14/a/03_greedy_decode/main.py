import jax
import jax.numpy as jnp
import numpy as np

VOCAB = 50
DIM = 16


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (VOCAB, DIM)),
        "mix": jax.random.normal(k2, (DIM, DIM)) / DIM ** 0.5,
        "head": jax.random.normal(k3, (DIM, VOCAB)),
    }


@jax.jit
def next_token_logits(params, tokens):
    h = params["embed"][tokens]
    ctx = jnp.cumsum(h, axis=1) / jnp.arange(1, tokens.shape[1] + 1)[None, :, None]
    h = jnp.tanh(ctx @ params["mix"])
    return h[:, -1] @ params["head"]


def greedy_generate(params, prompt, max_new_tokens):
    tokens = jnp.asarray(prompt)
    for _ in range(max_new_tokens):
        logits = next_token_logits(params, tokens)
        nxt = jnp.argmax(logits, axis=-1)[:, None].astype(tokens.dtype)
        tokens = jnp.concatenate([tokens, nxt], axis=1)
    return tokens


if __name__ == "__main__":
    params = init_params(jax.random.PRNGKey(0))
    prompt = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)
    out = greedy_generate(params, prompt, max_new_tokens=6)
    print(out)
