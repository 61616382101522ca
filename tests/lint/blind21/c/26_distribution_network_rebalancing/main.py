import jax
import jax.numpy as jnp

from network import SITES, DistributionNetwork


@jax.jit
def rebalance(stock, demand, is_open, transfer_cost):
    total = (stock * is_open).sum()
    target = total / is_open.sum()
    moves = (target - stock) * is_open
    cost = transfer_cost * jnp.abs(moves).sum()
    after = jnp.maximum(target - demand, 0.0) * is_open
    return after, cost


def main():
    net = DistributionNetwork(seed=3)
    expansion = {2: ("east", 20.0), 4: ("west", 10.0)}
    stock = jnp.asarray(net.stock)
    for week in range(6):
        if week in expansion:
            name, initial = expansion[week]
            net.open_warehouse(name, initial)
            stock = stock.at[SITES.index(name)].set(initial)
        demand = jnp.asarray(net.demand())
        stock, cost = rebalance(stock, demand, jnp.asarray(net.is_open), jnp.float32(0.3))
        print(f"week {week}: {int(net.is_open.sum())} sites, transfer cost {float(cost):.2f}")


if __name__ == "__main__":
    main()
