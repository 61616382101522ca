import jax
import jax.numpy as jnp


class ReplenishmentSim:
    def __init__(self, reorder_point, order_qty, lead_time=2):
        self.reorder_point = reorder_point
        self.order_qty = order_qty
        self.lead_time = lead_time
        self._advance = jax.jit(self._advance_day)

    def _advance_day(self, stock, pipeline, demand):
        arriving = pipeline[:, 0]
        stock = stock + arriving
        sold = jnp.minimum(stock, demand)
        stock = stock - sold
        order = jnp.where(stock < self.reorder_point, self.order_qty, 0.0)
        pipeline = jnp.concatenate([pipeline[:, 1:], order[:, None]], axis=1)
        return stock, pipeline, sold

    def run(self, stock, demand_days):
        pipeline = jnp.zeros((stock.shape[0], self.lead_time))
        total = 0.0
        for demand in demand_days:
            stock, pipeline, sold = self._advance(stock, pipeline, demand)
            total += float(sold.sum())
        return stock, total
