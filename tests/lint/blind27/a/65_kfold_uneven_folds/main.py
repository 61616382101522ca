import numpy as np
import jax.numpy as jnp

from cv import kfold_indices
from glm import fit_logistic_lapse, holdout_logloss


def main():
    rng = np.random.default_rng(171)
    n = 1003
    x = np.column_stack([np.ones(n), rng.normal(size=(n, 5))]).astype(np.float32)
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-(x @ np.array([-1.5, 0.4, -0.3, 0.0, 0.2, 0.1]))))).astype(np.float32)
    for l2 in (1e-3, 1e-2):
        scores = []
        for tr, va in kfold_indices(n, 5):
            w = fit_logistic_lapse(x[tr], y[tr], l2)
            scores.append(float(holdout_logloss(w, x[va], y[va])))
        print(l2, round(float(np.mean(scores)), 4))


if __name__ == "__main__":
    main()
