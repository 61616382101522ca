import jax.numpy as jnp

from relax import smoothed_flow


class PlanningService:
    def __init__(self, capacity, cost, temperature=0.5):
        self.capacity = capacity
        self.cost = cost
        self.temperature = jnp.float32(temperature)

    def quick_plan(self, demand):
        return smoothed_flow(self.capacity, self.cost, demand, self.temperature)

    def detailed_plan(self, demand, temperature=None):
        temp = self.temperature if temperature is None else jnp.float32(temperature)
        return smoothed_flow(
            capacity=self.capacity, cost=self.cost, demand=demand, temperature=temp
        )
