import jax
import jax.numpy as jnp
import numpy as np

N_BINS = 6


@jax.jit
def banded_counts(durations, edges):
    idx = jnp.clip(jnp.searchsorted(edges, durations, side="right") - 1, 0, edges.shape[0] - 2)
    return jnp.zeros(edges.shape[0] - 1).at[idx].add(1.0)


def daily_edges(durations):
    return np.quantile(durations, np.linspace(0, 1, N_BINS + 1)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for day in range(5):
        durations = rng.lognormal(2.6, 0.5, 1000)
        edges = daily_edges(durations)
        counts = banded_counts(durations, edges)
        print(day, np.round(edges[1:-1], 1).tolist(), np.asarray(counts).astype(int).tolist())


if __name__ == "__main__":
    main()
