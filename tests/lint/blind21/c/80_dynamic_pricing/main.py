import jax.numpy as jnp

from market import price_update, profit


class PriceOptimizer:
    def __init__(self, base_demand, elasticity, unit_cost, start_price=5.0):
        self.base_demand = jnp.float32(base_demand)
        self.elasticity = jnp.float32(elasticity)
        self.unit_cost = jnp.float32(unit_cost)
        self.price = jnp.asarray(start_price, dtype=jnp.float32)

    def run(self, steps, lr=0.05):
        for _ in range(steps):
            self.price = price_update(
                self.price, self.base_demand, self.elasticity, self.unit_cost, lr
            )
        return self.price


def main():
    opt = PriceOptimizer(base_demand=100.0, elasticity=0.4, unit_cost=2.0)
    price = opt.run(8)
    print(f"price {float(price):.3f}, profit {float(profit(price, 100.0, 0.4, 2.0)):.2f}")


if __name__ == "__main__":
    main()
