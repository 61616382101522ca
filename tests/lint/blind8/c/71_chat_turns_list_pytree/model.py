import jax
import jax.numpy as jnp

from dialog import VOCAB

EMB = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 16)) * 0.3
W_OUT = jax.random.normal(jax.random.PRNGKey(1), (16, 3))


@jax.jit
def route_intent(turns):
    state = jnp.zeros(16)
    for ids in turns:
        turn_vec = EMB[ids].sum(0) / jnp.maximum((ids > 0).sum(), 1)
        state = jnp.tanh(0.5 * state + turn_vec)
    return jax.nn.softmax(state @ W_OUT)
