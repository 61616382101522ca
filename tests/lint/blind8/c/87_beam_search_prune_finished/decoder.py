import jax
import jax.numpy as jnp

VOCAB, DIM, EOS = 20, 12, 1


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)), "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.8}


@jax.jit
def step_logprobs(params, last_tokens, state):
    state = jnp.tanh(0.7 * state + params["embed"][last_tokens])
    return jax.nn.log_softmax(state @ params["out"], axis=-1), state
