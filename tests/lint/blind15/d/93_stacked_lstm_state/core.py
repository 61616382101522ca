import jax
import jax.numpy as jnp

HIDDEN, LAYERS = 8, 2


def init_core(key, in_dim):
    keys = jax.random.split(key, LAYERS)
    dims = [in_dim] + [HIDDEN] * LAYERS
    return [{"wx": jax.random.normal(k, (dims[i], HIDDEN)) * 0.3,
             "wh": jax.random.normal(k, (HIDDEN, HIDDEN)) * 0.3} for i, k in enumerate(keys)]


def initial_state(batch):
    return [jnp.zeros((batch, HIDDEN)) for _ in range(LAYERS)]


@jax.jit
def core_step(params, state, x):
    new_state = []
    for layer, h in zip(params, state):
        h = jnp.tanh(x @ layer["wx"] + h @ layer["wh"])
        new_state.append(h)
        x = h
    return x, tuple(new_state)
