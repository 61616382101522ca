import numpy as np
import jax

from loader import EventLoader
from model import clf, tx, train_batch


def synth_events(rng, n=150, T=60):
    y = (rng.random(n) < 0.3).astype(np.float32)
    X = rng.standard_normal((n, T, 3)).astype(np.float32) * 0.1
    for i in np.where(y > 0)[0]:
        t0 = rng.integers(10, 50)
        X[i, t0:, 0] -= 1.0  # voltage sag
    return X, y


def main():
    rng = np.random.default_rng(4)
    X, y = synth_events(rng)
    params = clf.init(jax.random.PRNGKey(0), X[:2])
    opt_state = tx.init(params)
    for epoch in range(4):
        for xb, yb, w in EventLoader(X, y, batch_size=32):
            params, opt_state, l = train_batch(params, opt_state, xb, yb, w)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
