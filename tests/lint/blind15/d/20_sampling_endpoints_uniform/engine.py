import jax
import jax.numpy as jnp


@jax.jit
def next_token_probs(params, tokens, temperature):
    emb = params["embed"][tokens].mean(axis=1)
    logits = emb @ params["out"]
    return jax.nn.softmax(logits / temperature, axis=-1)


def init_params(key, vocab=50, dim=16):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (vocab, dim)),
            "out": jax.random.normal(k2, (dim, vocab)) * 0.1}
