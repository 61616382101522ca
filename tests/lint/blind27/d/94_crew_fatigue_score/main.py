import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def fatigue_score(hours_on, rest_h, night):
    base = 0.04 * hours_on ** 1.3 - 0.02 * rest_h
    return jnp.where(night, base * 1.35 + 0.1, base)


def roster(rng, n_shifts=8):
    for k in range(n_shifts):
        yield rng.uniform(6, 12, 20).astype(np.float32), rng.uniform(8, 16, 20).astype(np.float32), k % 3 == 2


def main():
    rng = np.random.default_rng(0)
    for k, (hours, rest, night) in enumerate(roster(rng)):
        s = fatigue_score(hours, rest, night)
        print(k, night, f"{float(s.max()):.2f}")


if __name__ == "__main__":
    main()
