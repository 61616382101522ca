import numpy as np
import jax.numpy as jnp

from valuation import value_block


def blocks(rng, n_blocks, size=200, horizon=35):
    for b in range(n_blocks):
        ages = rng.integers(60, 80, size)[:, None] + np.arange(horizon)[None, :]
        qx = np.minimum(5e-3 * np.exp(0.1 * (ages - 60)), 1.0).astype(np.float32)
        yield b, qx, rng.uniform(5e3, 2e4, size).astype(np.float32)


def main():
    rng = np.random.default_rng(182)
    total = 0.0
    for rate in (0.02, 0.03):
        for b, qx, pay in blocks(rng, 4):
            total_b = float(value_block(jnp.asarray(qx), jnp.asarray(pay), rate).sum())
            total += total_b
        print(rate, round(total / 1e6, 2))


if __name__ == "__main__":
    main()
