from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp

from features import stimulus_design, bold_response


@dataclass(frozen=True)
class EncodingConfig:
    n_lags: int = 4
    alphas: tuple = (0.1, 1.0, 10.0, 100.0, 1000.0)
    n_train: int = 90


def lagged(X, n_lags):
    cols = [jnp.roll(X, k, axis=0).at[:k].set(0.0) for k in range(n_lags)]
    return jnp.concatenate(cols, axis=1)


@partial(jax.jit, static_argnames=("n_lags", "alpha"))
def fit_and_score(X_tr, Y_tr, X_te, Y_te, n_lags, alpha):
    A_tr, A_te = lagged(X_tr, n_lags), lagged(X_te, n_lags)
    gram = A_tr.T @ A_tr + alpha * jnp.eye(A_tr.shape[1])
    W = jnp.linalg.solve(gram, A_tr.T @ Y_tr)
    pred = A_te @ W
    pc = (pred - pred.mean(0)) / (pred.std(0) + 1e-6)
    yc = (Y_te - Y_te.mean(0)) / (Y_te.std(0) + 1e-6)
    return (pc * yc).mean(0)


def main():
    cfg = EncodingConfig()
    stim = jnp.asarray(stimulus_design())
    bold = jnp.asarray(bold_response(stimulus_design()))
    X_tr, X_te = stim[: cfg.n_train], stim[cfg.n_train :]
    Y_tr, Y_te = bold[: cfg.n_train], bold[cfg.n_train :]
    for alpha in cfg.alphas:
        r = fit_and_score(X_tr, Y_tr, X_te, Y_te, n_lags=cfg.n_lags, alpha=alpha)
        print(f"alpha={alpha:g} mean r={float(r.mean()):.3f}")


if __name__ == "__main__":
    main()
