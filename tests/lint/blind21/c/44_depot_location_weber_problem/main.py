import jax
import jax.numpy as jnp

from orders import OrderBook


@jax.jit
def depot_gradient_step(depot, xy, weight, lr):
    def cost(d):
        return (weight * jnp.sqrt(((xy - d) ** 2).sum(-1) + 1e-6)).sum() / weight.sum()

    value, g = jax.value_and_grad(cost)(depot)
    return depot - lr * g, value


def main():
    book = OrderBook(n_customers=30, seed=17)
    depot = jnp.asarray([10.0, 10.0], jnp.float32)
    for day in range(5):
        xy, weight = book.todays_orders()
        for _ in range(10):
            depot, value = depot_gradient_step(depot, jnp.asarray(xy), jnp.asarray(weight), 0.5)
        print(f"day {day}: {int((weight > 0).sum())} orders, mean distance {float(value):.2f}")


if __name__ == "__main__":
    main()
