import numpy as np
import jax.numpy as jnp

from data import vineyard_blocks, kfold
from fit import ridge_fit, predict


def main():
    X, y = vineyard_blocks()
    for lam in [0.01, 0.1, 1.0]:
        errs = []
        for tr, va in kfold(len(X), 5):
            w = ridge_fit(X[tr], y[tr], jnp.float32(lam))
            errs.append(np.mean((np.asarray(predict(w, X[va])) - y[va]) ** 2))
        print(f"lambda {lam}: CV RMSE {np.sqrt(np.mean(errs)):.4f}")


if __name__ == "__main__":
    main()
