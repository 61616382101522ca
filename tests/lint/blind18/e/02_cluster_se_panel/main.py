import numpy as np
import jax
import jax.numpy as jnp

from data import make_panel, cluster_resample_weights


@jax.jit
def weighted_ols(X, y, w):
    Xd = jnp.concatenate([jnp.ones((X.shape[0], 1)), X], axis=1)
    Xw = Xd * w[:, None]
    beta = jnp.linalg.solve(Xw.T @ Xd, Xw.T @ y)
    return beta


def main():
    cid, X, y = make_panel()
    X = X.astype(np.float32)
    y = y.astype(np.float32)
    rng = np.random.default_rng(1)
    draws = []
    for b in range(8):
        w = cluster_resample_weights(cid, rng)
        draws.append(np.asarray(weighted_ols(X, y, w)))
    draws = np.stack(draws)
    print("cluster-bootstrap se:", draws.std(axis=0))


if __name__ == "__main__":
    main()
