import numpy as np
import equinox as eqx
import jax

from model import build_model
from train import opt, fold_step

CFG = {"n_in": 6, "width": 24, "slope": 0.05}


def main():
    rng = np.random.default_rng(210)
    X = rng.standard_normal((240, 6)).astype(np.float32)
    y = (np.abs(X[:, 0]) + 0.3 * X[:, 1]).astype(np.float32)
    folds = np.split(np.arange(240), 4)
    for k, va in enumerate(folds):
        tr = np.setdiff1d(np.arange(240), va)
        model = build_model(CFG, jax.random.PRNGKey(k))
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for s in range(0, 180, 60):
            model, opt_state, l = fold_step(model, opt_state, X[tr[s:s + 60]], y[tr[s:s + 60]])
        print(k, float(l))


if __name__ == "__main__":
    main()
