"""Follow eigenvector centrality of routers across hourly link-state snapshots."""
import jax
import jax.numpy as jnp
import numpy as np

from centrality import eigenvector_centrality

N_ROUTERS = 48
HOURS = 6


def link_state(rng):
    up = rng.random((N_ROUTERS, N_ROUTERS)) < 0.08
    adj = np.triu(up, 1)
    return (adj | adj.T).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    for hour in range(HOURS):
        adj = jnp.asarray(link_state(rng))
        centrality = jax.jit(eigenvector_centrality, static_argnames="n_iter")
        scores = np.asarray(centrality(adj, n_iter=40))
        print(f"hour {hour}: most central router {int(scores.argmax())} ({scores.max():.3f})")


if __name__ == "__main__":
    main()
