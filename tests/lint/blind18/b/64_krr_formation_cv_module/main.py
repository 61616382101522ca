import jax
import jax.numpy as jnp
import numpy as np

from features import kfold, magpie_like

REGULARIZATION = [1e-3, 1e-2, 1e-1]
N_FOLDS = 4


def laplacian_kernel(a, b, gamma=0.1):
    return jnp.exp(-gamma * jnp.sum(jnp.abs(a[:, None] - b[None]), -1))


@jax.jit
def fit_predict(x_tr, y_tr, x_va, lam):
    k = laplacian_kernel(x_tr, x_tr) + lam * jnp.eye(x_tr.shape[0])
    alpha = jnp.linalg.solve(k, y_tr)
    return laplacian_kernel(x_va, x_tr) @ alpha


def cross_validate(x, y):
    scores = {}
    for lam in REGULARIZATION:
        errs = []
        for tr, va in kfold(len(x), N_FOLDS):
            pred = fit_predict(x[tr], y[tr], x[va], lam)
            errs.append(float(jnp.mean(jnp.abs(pred - y[va]))))
        scores[lam] = float(np.mean(errs))
    return scores


def main():
    rng = np.random.default_rng(0)
    x, y = magpie_like(rng, 80)
    for lam, mae in cross_validate(x, y).items():
        print(f"lambda={lam:g}  MAE={mae:.4f}")


if __name__ == "__main__":
    main()
