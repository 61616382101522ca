import jax
import jax.numpy as jnp
import numpy as np

V = 12


def train_bigram(seq):
    c = np.ones((V, V))
    np.add.at(c, (seq[:-1], seq[1:]), 1.0)
    return jnp.log(jnp.asarray(c / c.sum(1, keepdims=True), jnp.float32))


@jax.jit
def step_logits(table, prev, temperature):
    return table[prev] / temperature
