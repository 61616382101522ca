import jax
import jax.numpy as jnp
import numpy as np

from ridership import daily_counts


@jax.jit
def zscore_today(window, today):
    mu = window.mean()
    sd = jnp.maximum(window.std(), 1.0)
    return (today - mu) / sd


def main():
    counts = daily_counts(20)
    history = []
    for day, c in enumerate(counts):
        if history:
            z = zscore_today(np.asarray(history[-14:], np.float32), c)
            print(day, int(c), f"z={float(z):+.2f}")
        history.append(float(c))


if __name__ == "__main__":
    main()
