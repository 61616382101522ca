import jax
import jax.numpy as jnp
import numpy as np


class Warehouse:
    def __init__(self, n_items, holding, backlog):
        self.holding = jnp.full((n_items,), holding, jnp.float32)
        self.backlog = jnp.full((n_items,), backlog, jnp.float32)
        self.stock = jnp.full((n_items,), 30.0, jnp.float32)
        self.total_cost = 0.0

    def run_day(self, demand, replenish):
        self.stock, self.total_cost = day_update(
            self.stock, self.total_cost, demand, replenish, self.holding, self.backlog
        )


@jax.jit
def day_update(stock, total_cost, demand, replenish, holding, backlog):
    stock = stock + replenish - demand
    cost = (holding * jnp.maximum(stock, 0.0) + backlog * jnp.maximum(-stock, 0.0)).sum()
    return stock, total_cost + cost


def main():
    rng = np.random.default_rng(1)
    wh = Warehouse(n_items=8, holding=0.2, backlog=2.0)
    for day in range(6):
        demand = jnp.asarray(rng.poisson(5, 8), dtype=jnp.float32)
        replenish = jnp.where(wh.stock < 10.0, 20.0, 0.0)
        wh.run_day(demand, replenish)
    print(f"total cost after 6 days: {float(wh.total_cost):.2f}")


if __name__ == "__main__":
    main()
