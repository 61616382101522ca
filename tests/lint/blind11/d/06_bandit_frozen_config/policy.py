import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class UCBConfig:
    c: float = 2.0
    n_arms: int = 5


@partial(jax.jit, static_argnames=("cfg",))
def ucb_select(q_estimates, counts, t, epsilon, cfg):
    bonus = cfg.c * jnp.sqrt(jnp.log(t + 1.0) / jnp.maximum(counts, 1e-3))
    scores = q_estimates + bonus * (1.0 + epsilon)
    return jnp.argmax(scores, axis=-1)


@jax.jit
def update_estimates(q, counts, arms, rewards):
    one_hot = jax.nn.one_hot(arms, q.shape[-1])
    counts = counts + one_hot
    q = q + one_hot * (rewards[:, None] - q) / jnp.maximum(counts, 1.0)
    return q, counts


class UCBAgent:
    def __init__(self, n_envs, n_arms, explore_boost=0.5, decay=0.8):
        self.q = jnp.zeros((n_envs, n_arms))
        self.counts = jnp.zeros((n_envs, n_arms))
        self.cfg = UCBConfig(n_arms=n_arms)
        self.boost = explore_boost
        self.decay = decay
        self.t = 0

    def act(self):
        self.t += 1
        return ucb_select(self.q, self.counts, jnp.float32(self.t), jnp.float32(self.boost), self.cfg)

    def observe(self, arms, rewards):
        self.q, self.counts = update_estimates(self.q, self.counts, arms, rewards)

    def end_round(self):
        self.boost = self.boost * self.decay
