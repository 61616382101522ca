import jax
import jax.numpy as jnp


class MarkdownPlanner:
    def __init__(self, elasticity, base_demand, unit_cost):
        self.elasticity = elasticity
        self.base_demand = base_demand
        self.unit_cost = unit_cost

    def _revenue_step(self, price, stock):
        def profit(p):
            demand = self.base_demand * jnp.exp(-self.elasticity * (p - 1.0))
            sold = jnp.minimum(demand, stock)
            return ((p - self.unit_cost) * sold).sum()

        value, g = jax.value_and_grad(profit)(price)
        return jnp.clip(price + 0.05 * g, self.unit_cost, 3.0), value

    @property
    def step(self):
        return jax.jit(self._revenue_step)
