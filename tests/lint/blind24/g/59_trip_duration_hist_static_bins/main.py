import jax.numpy as jnp
import numpy as np

from stats import duration_histogram, quantile_edges


def main():
    rng = np.random.default_rng(0)
    for day in range(5):
        durations = rng.lognormal(2.6, 0.5, 1000).astype(np.float32)
        edges = quantile_edges(durations)
        hist = duration_histogram(jnp.asarray(durations), edges=edges)
        print(day, edges[1:-1], np.asarray(hist).astype(int).tolist())


if __name__ == "__main__":
    main()
