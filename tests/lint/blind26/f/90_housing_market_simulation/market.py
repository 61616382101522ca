from functools import partial
import jax
import jax.numpy as jnp

class MarketParams:
    def __init__(self, elasticity, supply_growth):
        self.elasticity = elasticity
        self.supply_growth = supply_growth

    def _key(self):
        return (self.elasticity, self.supply_growth)

    def __eq__(self, other):
        return isinstance(other, MarketParams) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    @partial(jax.jit, static_argnums=0)
    def equilibrium_price(self, demand_shift, stock):
        price = 1.0
        for _ in range(20):
            demand = demand_shift * price ** (-self.elasticity)
            price = price * (demand / stock) ** 0.5
        return price, stock * (1 + self.supply_growth * price)
