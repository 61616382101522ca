import jax
import jax.numpy as jnp


@jax.jit
def charge_overtime(spent, hours, rates, budget):
    cost = (hours * rates * 1.5).sum()
    new_spent = spent + cost
    return new_spent, jnp.maximum(budget - new_spent, 0.0)


class OvertimeLedger:
    def __init__(self, budget):
        self.budget = budget
        self.spent = 0

    def post_week(self, hours, rates):
        self.spent, remaining = charge_overtime(self.spent, hours, rates, self.budget)
        return remaining
