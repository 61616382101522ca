import numpy as np
import jax
import jax.numpy as jnp

from data import make_panel, cluster_resample


@jax.jit
def ols(X, y):
    Xd = jnp.concatenate([jnp.ones((X.shape[0], 1)), X], axis=1)
    beta = jnp.linalg.solve(Xd.T @ Xd, Xd.T @ y)
    return beta


def main():
    cid, X, y = make_panel()
    rng = np.random.default_rng(1)
    draws = []
    for b in range(8):
        Xb, yb = cluster_resample(cid, X, y, rng)
        draws.append(np.asarray(ols(Xb, yb)))
    draws = np.stack(draws)
    print("cluster-bootstrap se:", draws.std(axis=0))


if __name__ == "__main__":
    main()
