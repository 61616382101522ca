import jax
import jax.numpy as jnp
import numpy as np

from windows import pad_to_bucket, switchback_windows


@jax.jit
def window_summary(y, mask):
    n = jnp.sum(mask)
    mean = jnp.sum(y * mask) / n
    var = jnp.sum(mask * (y - mean) ** 2) / (n - 1)
    return mean, var / n, n


def main():
    sums = {0: [], 1: []}
    for w, treated, y in switchback_windows():
        mean, se2, n = window_summary(*pad_to_bucket(y))
        sums[treated].append(float(mean))
        print(f"window {w} arm {treated} n={int(n)} mean={float(mean):.2f}")
    effect = np.mean(sums[1]) - np.mean(sums[0])
    print("switchback effect", round(effect, 3))


if __name__ == "__main__":
    main()
