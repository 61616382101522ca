from functools import partial

import jax
import jax.numpy as jnp


def boltzmann_action(q_table, state, key, temperature, n_actions):
    logits = q_table[state] / temperature
    return jax.random.categorical(key, logits[:n_actions])


def make_actor(n_actions):
    return jax.jit(partial(boltzmann_action, n_actions=n_actions))


@jax.jit
def q_learning_update(q_table, s, a, r, s_next, alpha, gamma):
    td = r + gamma * q_table[s_next].max() - q_table[s, a]
    return q_table.at[s, a].add(alpha * td)
