import jax
import numpy as np
import optax

from model import MLP
from train import make_eval_step, make_train_step

N_EPOCHS = 4
BATCH = 32


def synthetic_dataset(rng, n=256, dim=16, n_classes=4):
    centers = rng.normal(size=(n_classes, dim))
    y = rng.integers(0, n_classes, size=n)
    x = centers[y] + 0.5 * rng.normal(size=(n, dim))
    return x.astype(np.float32), y.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    x, y = synthetic_dataset(rng)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    eval_step = make_eval_step(model)

    for epoch in range(N_EPOCHS):
        train_step = make_train_step(model, tx)
        perm = rng.permutation(len(x))
        losses = []
        for i in range(0, len(x), BATCH):
            idx = perm[i:i + BATCH]
            params, opt_state, loss = train_step(params, opt_state, x[idx], y[idx])
            losses.append(float(loss))
        acc = float(eval_step(params, x, y))
        print(f"epoch {epoch}: loss {np.mean(losses):.4f} acc {acc:.3f}")


if __name__ == "__main__":
    main()
