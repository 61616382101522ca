import jax
import jax.numpy as jnp

VOCAB, DIM = 30, 16


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)),
            "w": jax.random.normal(k2, (DIM, DIM)) * 0.3,
            "out": jax.random.normal(k3, (DIM, VOCAB)) * 0.3}


@jax.jit
def greedy_step(params, token, state):
    state = jnp.tanh(state @ params["w"] + params["embed"][token])
    return jnp.argmax(state @ params["out"]), state
