import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def smooth_inventory(level, count, alpha):
    return level + alpha * (count - level)


def gate_counts(n, seed=0):
    rng = np.random.default_rng(seed)
    return (1500 + np.cumsum(rng.normal(0, 40, n))).astype(np.float32)


def main():
    level = jnp.asarray(0.0)
    for hour, c in enumerate(gate_counts(24)):
        level = smooth_inventory(level, c, 0.2)
    print(f"smoothed inventory {float(level):.0f} boxes")


if __name__ == "__main__":
    main()
