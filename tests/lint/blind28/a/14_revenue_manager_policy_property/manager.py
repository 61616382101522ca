import jax.numpy as jnp

from policy import OverbookingPolicy, overbooking_limit


class RevenueManager:
    def __init__(self, settings):
        self.settings = settings

    @property
    def policy(self):
        s = self.settings
        return OverbookingPolicy(s["show_rate"], s["walk_cost"], s["max_extra"])

    def authorize(self, capacity, rate):
        return int(overbooking_limit(jnp.float32(capacity), jnp.float32(rate), self.policy))
