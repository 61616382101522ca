from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class AgentParams(NamedTuple):
    slate_size: int = 4
    epsilon: float = 0.3
    epsilon_decay: float = 0.75


@partial(jax.jit, static_argnums=(4,))
def choose_slate(q_table, user_segment, key, epsilon, slate_size):
    q = q_table[user_segment]
    k_mask, k_perm = jax.random.split(key)
    explore = jax.random.uniform(k_mask) < epsilon
    greedy = jax.lax.top_k(q, slate_size)[1]
    random = jax.random.permutation(k_perm, q.shape[0])[:slate_size]
    return jnp.where(explore, random, greedy)


class SlateAgent:
    def __init__(self, n_segments, n_items, hp=AgentParams()):
        self.q = jnp.zeros((n_segments, n_items))
        self.hp = hp
        self.epsilon = hp.epsilon

    def act(self, segment, key):
        return choose_slate(self.q, segment, key, self.epsilon, self.hp.slate_size)

    def learn(self, segment, slate, clicks, lr=0.2):
        self.q = self.q.at[segment, slate].add(lr * (clicks - self.q[segment, slate]))

    def end_episode(self):
        self.epsilon = self.epsilon * self.hp.epsilon_decay
