import jax
import numpy as np

from stats import permutation_pvalue

METRICS = ["revenue", "sessions", "clicks", "retention"]


def main():
    rng = np.random.default_rng(1)
    n = 300
    group = (rng.uniform(size=n) < 0.5).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for i, metric in enumerate(METRICS):
        y = rng.normal(size=n).astype(np.float32) + 0.1 * i * group
        key, sub = jax.random.split(key)
        p = permutation_pvalue(sub, y, group)
        print(f"{metric}: p={float(p):.3f}")


if __name__ == "__main__":
    main()
