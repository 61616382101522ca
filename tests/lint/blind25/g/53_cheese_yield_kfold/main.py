import numpy as np
import jax.numpy as jnp

from cv import kfold_indices
from ridge import ridge_cv_score


def milk_lots(n=100, seed=1):
    rng = np.random.default_rng(seed)
    # fat, protein, casein, somatic cell count, pH, rennet time
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (10.5 + 0.8 * x[:, 0] + 1.1 * x[:, 2] - 0.3 * x[:, 3] + 0.2 * rng.normal(size=n)).astype(np.float32)
    return x, y


def main():
    x, y = milk_lots()
    for lam in [0.1, 1.0, 10.0]:
        scores = [float(ridge_cv_score(x[tr], y[tr], x[va], y[va], jnp.float32(lam)))
                  for tr, va in kfold_indices(len(x), k=3)]
        print(f"lambda {lam:5.1f}: cheese yield CV RMSE {np.mean(scores):.3f} kg/100kg")


if __name__ == "__main__":
    main()
