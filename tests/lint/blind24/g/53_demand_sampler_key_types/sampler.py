import jax
import jax.numpy as jnp


@jax.jit
def sample_bookings(key, rates):
    return jax.random.poisson(key, rates)


class DemandScenarioGenerator:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def draw(self, rates, key=None):
        if key is None:
            self.key, key = jax.random.split(self.key)
        return sample_bookings(key, rates)
