import jax.numpy as jnp
import numpy as np

from pricing import BlackScholesBook


def load_book():
    strikes = jnp.array([90.0, 95.0, 100.0, 105.0, 110.0])
    mats = jnp.array([0.25, 0.5, 0.5, 1.0, 1.0])
    is_call = jnp.array([True, True, False, False, True])
    return BlackScholesBook(strikes, mats, is_call)


def main():
    book = load_book()
    rng = np.random.default_rng(1)
    spot, vol = 100.0, 0.2
    pnl_history = []
    prev = None
    for tick in range(7):
        spot *= float(np.exp(0.01 * rng.standard_normal()))
        vol = max(0.05, vol + 0.005 * float(rng.standard_normal()))
        values = book.mark(jnp.float32(spot), jnp.float32(vol))
        total = float(values.sum())
        if prev is not None:
            pnl_history.append(total - prev)
        prev = total
        print(f"tick {tick}: spot={spot:.2f} vol={vol:.3f} book={total:.3f}")
    print("pnl std:", np.std(pnl_history))


if __name__ == "__main__":
    main()
