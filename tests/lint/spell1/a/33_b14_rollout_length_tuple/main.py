import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

T_MAX = 50


class Rollout(NamedTuple):
    rewards: np.ndarray
    length: int


@functools.partial(jax.jit, static_argnums=(1,))
def discounted_returns(rewards, length, gamma=0.99):
    r = rewards[:length]

    def back(carry, x):
        carry = x + gamma * carry
        return carry, carry

    _, out = jax.lax.scan(back, 0.0, r, reverse=True)
    return out


def run_episode(rng):
    rewards = np.zeros(T_MAX, np.float32)
    t = 0
    while t < T_MAX:
        rewards[t] = rng.normal(1.0, 0.5)
        t += 1
        if rng.random() < 0.08:
            break
    return Rollout(rewards, t)


if __name__ == "__main__":
    rng = np.random.default_rng(3)
    episodes = [run_episode(rng) for _ in range(5)]
    for ep in episodes:
        rewards, length = ep
        g = discounted_returns(rewards, length)
        print(length, float(g[0]))
