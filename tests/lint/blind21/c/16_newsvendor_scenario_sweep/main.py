import jax
import jax.numpy as jnp
import numpy as np


def newsvendor_loss(order_qty, demand_samples, price, cost, salvage):
    sold = jnp.minimum(order_qty[:, None], demand_samples)
    leftover = jnp.maximum(order_qty[:, None] - demand_samples, 0.0)
    profit = price * sold - cost * order_qty[:, None] + salvage * leftover
    return -profit.mean()


order_grad = jax.jit(jax.grad(newsvendor_loss))


def optimise_orders(demand_samples, price, cost, salvage, steps=20, lr=0.5):
    q = jnp.full((demand_samples.shape[0],), 10.0, jnp.float32)
    for _ in range(steps):
        q = jnp.maximum(q - lr * order_grad(q, demand_samples, price, cost, salvage), 0.0)
    return q


def main():
    rng = np.random.default_rng(2)
    scenarios = {
        "base": 1.0,
        "promo": 1.4,
        "recession": 0.7,
        "holiday": 1.8,
    }
    for name, factor in scenarios.items():
        samples = jnp.asarray(rng.gamma(4.0, 3.0 * factor, (5, 200)), dtype=jnp.float32)
        q = optimise_orders(samples, price=5.0, cost=3.0, salvage=1.0)
        print(f"{name:10s} orders {np.round(np.asarray(q), 1)}")


if __name__ == "__main__":
    main()
