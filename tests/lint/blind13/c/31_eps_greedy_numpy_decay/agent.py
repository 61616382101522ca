import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def eps_greedy(q_values, key, epsilon):
    k_explore, k_arm = jax.random.split(key)
    explore = jax.random.uniform(k_explore, (q_values.shape[0],)) < epsilon
    random_arm = jax.random.randint(k_arm, (q_values.shape[0],), 0, q_values.shape[1])
    return jnp.where(explore, random_arm, jnp.argmax(q_values, axis=1))


class EpsilonSchedule:
    def __init__(self, start=0.5, decay=0.8, floor=0.05):
        self.value = start
        self.decay = decay
        self.floor = floor

    def step(self):
        self.value = np.maximum(self.value * self.decay, self.floor)
        return self.value
