import jax.numpy as jnp
import numpy as np
import optax

from fitting import fit_map, heldout_log_lik

NUM_FOLDS = 5


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(100, 4)).astype(np.float32)
    y = (rng.uniform(size=100) < 1 / (1 + np.exp(-X @ np.array([1.0, -1.0, 0.5, 0.0])))).astype(np.float32)
    folds = np.array_split(rng.permutation(100), NUM_FOLDS)
    scores = []
    tx = optax.chain(optax.clip_by_global_norm(10.0), optax.adam(0.1))
    for k in range(NUM_FOLDS):
        test = folds[k]
        train = np.concatenate([folds[j] for j in range(NUM_FOLDS) if j != k])
        w = fit_map(tx, jnp.asarray(X[train]), jnp.asarray(y[train]))
        scores.append(heldout_log_lik(w, jnp.asarray(X[test]), jnp.asarray(y[test])))
    print("cv held-out log-lik per point", np.round(scores, 3))


if __name__ == "__main__":
    main()
