import numpy as np
import jax
import jax.numpy as jnp

from data import atmospheric_samples, train_batches, eval_batches
from steps import model, tx, train_batch, eval_batch

BATCH = 64


def main():
    xtr, ytr = atmospheric_samples(1000, 0)
    xte, yte = atmospheric_samples(300, 1)
    params = model.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for xb, yb in train_batches(xtr, ytr, BATCH, rng):
            params, opt_state, loss = train_batch(params, opt_state, xb, yb)
        correct, total = 0.0, 0.0
        for xb, yb, w in eval_batches(xte, yte, BATCH):
            c, n = eval_batch(params, xb, yb, w)
            correct += float(c)
            total += float(n)
        print(epoch, float(loss), correct / total)


if __name__ == "__main__":
    main()
