import numpy as np
import jax

from loader import train_batches, eval_batches
from steps import tx, train_step, eval_step


def main():
    rng = np.random.default_rng(180)
    X = rng.standard_normal((700, 8)).astype(np.float32)
    # label: feeder trips within the next hour
    y = (X[:, 0] + 0.5 * X[:, 3] > 1.0).astype(np.float32)
    Xtr, ytr, Xte, yte = X[:500], y[:500], X[500:], y[500:]
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in train_batches(Xtr, ytr, 64, rng):
            params, opt_state, l = train_step(params, opt_state, xb, yb)
        correct = total = 0
        for xb, yb in eval_batches(Xte, yte, 64):
            c, n = eval_step(params, xb, yb)
            correct += int(c); total += int(n)
        print(epoch, float(l), correct / total)


if __name__ == "__main__":
    main()
