import jax.numpy as jnp
import numpy as np

from counters import accumulate_footfall


def main():
    rng = np.random.default_rng(0)
    conversion = jnp.asarray([0.92, 0.88, 0.95, 0.9], jnp.float32)
    for day in range(3):
        total = 0
        for hour in range(10, 22):
            counts = jnp.asarray(rng.poisson(40, 4), jnp.float32)
            total = accumulate_footfall(total, counts, conversion)
        print("day", day, "estimated visitors", int(total))


if __name__ == "__main__":
    main()
