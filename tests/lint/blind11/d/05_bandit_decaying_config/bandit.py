import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ExplorationConfig:
    epsilon: float
    temperature: float = 1.0
    n_arms: int = 5


@partial(jax.jit, static_argnames=("cfg",))
def select_arms(key, q_estimates, cfg):
    k_explore, k_arm = jax.random.split(key)
    greedy = jnp.argmax(q_estimates / cfg.temperature, axis=-1)
    random_arm = jax.random.randint(k_arm, greedy.shape, 0, cfg.n_arms)
    explore = jax.random.uniform(k_explore, greedy.shape) < cfg.epsilon
    return jnp.where(explore, random_arm, greedy)


@jax.jit
def update_estimates(q, counts, arms, rewards):
    one_hot = jax.nn.one_hot(arms, q.shape[-1])
    counts = counts + one_hot
    q = q + one_hot * (rewards[:, None] - q) / jnp.maximum(counts, 1.0)
    return q, counts


class EpsilonGreedyAgent:
    def __init__(self, n_envs, n_arms, eps_start=0.5, eps_decay=0.8):
        self.q = jnp.zeros((n_envs, n_arms))
        self.counts = jnp.zeros((n_envs, n_arms))
        self.eps_decay = eps_decay
        self.cfg = ExplorationConfig(epsilon=eps_start, n_arms=n_arms)

    def act(self, key):
        return select_arms(key, self.q, self.cfg)

    def observe(self, arms, rewards):
        self.q, self.counts = update_estimates(self.q, self.counts, arms, rewards)

    def end_round(self):
        self.cfg = dataclasses.replace(self.cfg, epsilon=self.cfg.epsilon * self.eps_decay)
