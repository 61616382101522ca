import jax
import jax.numpy as jnp


@jax.jit
def boltzmann_action(key, q_values, temperature):
    logits = q_values / temperature
    return jax.random.categorical(key, logits)


class TemperatureSchedule:
    def __init__(self, start, end, decay):
        self.value = start
        self.end = end
        self.decay = decay

    def step(self):
        self.value = max(self.end, self.value * self.decay)
        return self.value
