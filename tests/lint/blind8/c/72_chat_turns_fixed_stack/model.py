import jax
import jax.numpy as jnp

from dialog import VOCAB

EMB = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 16)) * 0.3
W_OUT = jax.random.normal(jax.random.PRNGKey(1), (16, 3))


@jax.jit
def route_intent(turns):
    def step(state, ids):
        present = (ids > 0).any()
        turn_vec = EMB[ids].sum(0) / jnp.maximum((ids > 0).sum(), 1)
        return jnp.where(present, jnp.tanh(0.5 * state + turn_vec), state), None

    state, _ = jax.lax.scan(step, jnp.zeros(16), turns)
    return jax.nn.softmax(state @ W_OUT)
