import jax
import jax.numpy as jnp
import numpy as np

from networks import q_network


class EpsilonGreedyActor:
    def __init__(self, params, num_actions, epsilon=0.1, seed=0):
        self.params = params
        self.num_actions = num_actions
        self.epsilon = epsilon
        self.rng = np.random.default_rng(seed)

    def select_action(self, obs):
        if self.rng.uniform() < self.epsilon:
            return int(self.rng.integers(self.num_actions))
        q_values = jax.jit(q_network.apply)(self.params, obs[None])
        return int(jnp.argmax(q_values[0]))
