import jax
import jax.numpy as jnp

from network import DistributionNetwork


@jax.jit
def rebalance(stock, demand, transfer_cost):
    total = sum(stock.values())
    target = total / len(stock)
    moves = {k: target - v for k, v in stock.items()}
    cost = transfer_cost * sum(jnp.abs(m) for m in moves.values())
    after = {k: jnp.maximum(target - demand[k], 0.0) for k in stock}
    return after, cost


def main():
    net = DistributionNetwork(seed=3)
    expansion = {2: ("east", 20.0), 4: ("west", 10.0)}
    stock = {k: jnp.float32(v) for k, v in net.stock.items()}
    for week in range(6):
        if week in expansion:
            name, initial = expansion[week]
            net.open_warehouse(name, initial)
            stock[name] = jnp.float32(initial)
        demand = {k: jnp.float32(v) for k, v in net.demand().items()}
        stock, cost = rebalance(stock, demand, jnp.float32(0.3))
        print(f"week {week}: {len(stock)} sites, transfer cost {float(cost):.2f}")


if __name__ == "__main__":
    main()
