from functools import partial
import jax
import jax.numpy as jnp

class MarketYear:
    def __init__(self, year, elasticity, supply_growth):
        self.year = year
        self.elasticity = elasticity
        self.supply_growth = supply_growth

    @partial(jax.jit, static_argnums=0)
    def clear_market(self, demand_shift, stock):
        price = 1.0
        for _ in range(20):
            demand = demand_shift * price ** (-self.elasticity)
            price = price * (demand / stock) ** 0.5
        return price, stock * (1 + self.supply_growth * price)
