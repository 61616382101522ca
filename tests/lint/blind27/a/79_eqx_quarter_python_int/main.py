import numpy as np
import jax.numpy as jnp

from reserving import ExpectedLossRatio, bf_reserve


def main():
    rng = np.random.default_rng(261)
    pattern = jnp.asarray(1 - np.exp(-0.35 * np.arange(1, 25)), jnp.float32)
    model = ExpectedLossRatio(jnp.float32(0.68), pattern)
    earned = jnp.asarray(rng.uniform(1e6, 4e6, 20), jnp.float32)
    paid_dev = jnp.asarray(np.arange(20)[::-1] % 16, jnp.int32)
    for quarter in range(1, 5):
        r = bf_reserve(model, earned, paid_dev, quarter)
        print(f"Q{quarter}", f"{float(r):,.0f}")


if __name__ == "__main__":
    main()
