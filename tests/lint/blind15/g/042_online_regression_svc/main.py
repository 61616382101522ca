import jax.numpy as jnp
import numpy as np

from learner import nlms_update
from replay import warm_start

TAPS = 8


def echo_path(rng, n):
    h = np.exp(-np.arange(TAPS) / 2.0).astype(np.float32)
    u = rng.standard_normal(n + TAPS).astype(np.float32)
    X = np.stack([u[i:i + TAPS][::-1] for i in range(n)])
    Y = (X @ h + 0.01 * rng.standard_normal(n)).astype(np.float32)
    return X, Y


def main():
    rng = np.random.default_rng(0)
    X, Y = echo_path(rng, 40)
    w = jnp.zeros(TAPS)
    w = warm_start(w, X[:20], Y[:20], 0.5)
    errs = []
    for t in range(20, 40):
        w, err = nlms_update(w, X[t], Y[t], 0.5)
        errs.append(abs(float(err)))
    print("online |err| mean:", round(float(np.mean(errs)), 4))


if __name__ == "__main__":
    main()
