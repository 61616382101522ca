import numpy as np
import jax.numpy as jnp

from energy import accumulate_heat


def main():
    rng = np.random.default_rng(6)
    total = 0.0
    for shift in range(9):
        co2 = jnp.asarray(rng.uniform(200, 900, 10), jnp.float32)
        total = accumulate_heat(total, co2, jnp.float32(8.0))
    print(f"heat to remove over 3 days: {float(total) / 1000:.1f} MJ")


if __name__ == "__main__":
    main()
