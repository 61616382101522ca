import jax
import jax.numpy as jnp


def init(key):
    return {"w": jax.random.normal(key, (36, 12)) * 0.1}


@jax.jit
def act(params, state, key):
    board, player = state
    logits = (board.reshape(-1) * player) @ params["w"]
    return jax.random.categorical(key, logits)
