from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class AgentParams(NamedTuple):
    slate_size: int = 4
    epsilon: float = 0.3
    epsilon_decay: float = 0.75


@partial(jax.jit, static_argnums=(3,))
def choose_slate(q_table, user_segment, key, hp):
    q = q_table[user_segment]
    k_mask, k_perm = jax.random.split(key)
    explore = jax.random.uniform(k_mask) < hp.epsilon
    greedy = jax.lax.top_k(q, hp.slate_size)[1]
    random = jax.random.permutation(k_perm, q.shape[0])[: hp.slate_size]
    return jnp.where(explore, random, greedy)


class SlateAgent:
    def __init__(self, n_segments, n_items, hp=AgentParams()):
        self.q = jnp.zeros((n_segments, n_items))
        self.hp = hp

    def act(self, segment, key):
        return choose_slate(self.q, segment, key, self.hp)

    def learn(self, segment, slate, clicks, lr=0.2):
        self.q = self.q.at[segment, slate].add(lr * (clicks - self.q[segment, slate]))

    def end_episode(self):
        self.hp = self.hp._replace(epsilon=self.hp.epsilon * self.hp.epsilon_decay)
