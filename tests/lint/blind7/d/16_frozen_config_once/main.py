from functools import partial

import jax
import jax.numpy as jnp

from config import ExplorationConfig


@partial(jax.jit, static_argnames="cfg")
def select_actions(key, q_values, epsilon, cfg):
    k_explore, k_rand = jax.random.split(key)
    greedy = jnp.argmax(q_values / cfg.temperature, axis=-1)
    random = jax.random.randint(k_rand, greedy.shape, 0, cfg.n_actions)
    explore = jax.random.uniform(k_explore, greedy.shape) < epsilon
    return jnp.where(explore, random, greedy)


class Agent:
    def __init__(self, n_actions=4, decay=0.7):
        self.cfg = ExplorationConfig(n_actions=n_actions)
        self.epsilon = jnp.asarray(self.cfg.epsilon, dtype=jnp.float32)
        self.decay = decay
        self.key = jax.random.PRNGKey(0)

    def act(self, q_values):
        self.key, sub = jax.random.split(self.key)
        return select_actions(sub, q_values, self.epsilon, cfg=self.cfg)

    def end_epoch(self):
        self.epsilon = jnp.maximum(0.05, self.epsilon * self.decay)


def main():
    agent = Agent()
    q = jax.random.normal(jax.random.PRNGKey(1), (8, 4))
    for epoch in range(6):
        actions = agent.act(q)
        print(epoch, round(float(agent.epsilon), 3), actions.tolist())
        agent.end_epoch()


if __name__ == "__main__":
    main()
