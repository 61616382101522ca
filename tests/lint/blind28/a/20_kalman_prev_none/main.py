import jax.numpy as jnp
import numpy as np

from filter import arrivals_filter_step


def gate_counts(hours=48, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(hours)
    true = 60 + 40 * np.sin(2 * np.pi * (t - 6) / 24).clip(0)
    return (true + rng.normal(0, 5, hours)).astype(np.float32)


def main():
    counts = gate_counts()
    mean, var = None, None
    smoothed = []
    for c in counts:
        mean, var = arrivals_filter_step(jnp.asarray(c), mean, var)
        smoothed.append(float(mean))
    print("last 6 hours", np.round(smoothed[-6:], 1))


if __name__ == "__main__":
    main()
