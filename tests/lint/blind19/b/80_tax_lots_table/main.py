import jax
import jax.numpy as jnp
import numpy as np

from lots import LotBook


@jax.jit
def unrealised(table, price):
    return (table[:, 0] * (price - table[:, 1])).sum()


def main():
    rng = np.random.default_rng(8)
    book = LotBook()
    price = 50.0
    actions = ["buy", "buy", "buy", "sell", "buy", "sell", "buy", "buy"]
    for action in actions:
        price *= float(np.exp(rng.standard_normal() * 0.02))
        if action == "buy":
            book.buy(10, price)
        else:
            book.sell(15)
        pnl = unrealised(jnp.asarray(book.table), jnp.float32(price))
        print(action, book.n, round(float(pnl), 2))


if __name__ == "__main__":
    main()
