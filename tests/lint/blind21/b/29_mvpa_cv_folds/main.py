import jax.numpy as jnp
import numpy as np

from decoder import LogisticSearchlightDecoder

N_RUNS, TRIALS_PER_RUN, N_VOXELS = 5, 16, 50


def beta_maps(seed=0):
    rng = np.random.default_rng(seed)
    y = np.tile([0.0, 1.0], N_RUNS * TRIALS_PER_RUN // 2).astype(np.float32)
    pattern = rng.normal(size=N_VOXELS)
    X = rng.normal(size=(len(y), N_VOXELS)) + 0.4 * np.outer(y - 0.5, pattern)
    runs = np.repeat(np.arange(N_RUNS), TRIALS_PER_RUN)
    return X.astype(np.float32), y, runs


def main():
    X, y, runs = beta_maps()
    scores = []
    for test_run in range(N_RUNS):
        tr, te = runs != test_run, runs == test_run
        clf = LogisticSearchlightDecoder(N_VOXELS).fit(jnp.asarray(X[tr]), jnp.asarray(y[tr]))
        scores.append(clf.score(jnp.asarray(X[te]), jnp.asarray(y[te])))
    print("leave-one-run-out accuracy:", np.round(scores, 2), "mean", np.mean(scores))


if __name__ == "__main__":
    main()
