import numpy as np
import jax

from data import wine_quality, train_batches
from train import model, tx, quality_train_step, quality_eval


def main():
    X, y = wine_quality(1000, seed=0)
    Xv, yv = wine_quality(250, seed=1)
    params = model.init(jax.random.PRNGKey(0), X[:1])
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(4):
        for xb, yb in train_batches(X, y, 64, rng):
            params, opt_state, loss = quality_train_step(params, opt_state, xb, yb)
        mae, acc = quality_eval(params, Xv, yv)
        print(f"epoch {epoch}: val MAE {float(mae):.3f}, exact score {float(acc):.2f}")


if __name__ == "__main__":
    main()
