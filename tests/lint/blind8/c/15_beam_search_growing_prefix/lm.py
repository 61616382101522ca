import jax
import jax.numpy as jnp


def init_lm(key, vocab=24, dim=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (vocab, dim)) * 0.4,
        "mix": jax.random.normal(k2, (dim, dim)) / dim**0.5,
        "out": jax.random.normal(k3, (dim, vocab)) / dim**0.5,
    }


@jax.jit
def next_token_logprobs(params, tokens):
    h = params["embed"][tokens]
    weights = jax.nn.softmax(jnp.arange(tokens.shape[1], dtype=jnp.float32))
    ctx = jnp.einsum("t,btd->bd", weights, h)
    return jax.nn.log_softmax(jnp.tanh(ctx @ params["mix"]) @ params["out"], axis=-1)
