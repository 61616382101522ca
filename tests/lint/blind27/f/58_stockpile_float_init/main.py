import jax.numpy as jnp
import numpy as np

from plant import blend_shift


def main():
    rng = np.random.default_rng(81)
    # opening survey of the four ROM stockpiles, whole tonnes
    stock_t = jnp.array([120000, 85000, 64000, 150000], dtype=jnp.float32)
    stock_fe = jnp.array([61.2, 58.7, 63.1, 56.4])
    for shift in range(6):
        incoming_t = rng.uniform(5000, 15000, size=4).astype(np.float32)
        incoming_fe = rng.normal(60.0, 2.0, size=4).astype(np.float32)
        reclaim = np.full(4, 0.08, np.float32)
        stock_t, stock_fe, fe = blend_shift(stock_t, stock_fe, reclaim, incoming_t, incoming_fe)
        print(f"shift {shift}: train load-out {float(fe):.2f}% Fe, stockpiles {float(stock_t.sum()) / 1e3:.0f} kt")


if __name__ == "__main__":
    main()
