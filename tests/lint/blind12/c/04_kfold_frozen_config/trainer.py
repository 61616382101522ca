from functools import partial

import jax
import jax.numpy as jnp

from config import FitConfig


@partial(jax.jit, static_argnums=(3,))
def fit_step(w, x, y, cfg):
    def loss(w):
        logits = x @ w
        nll = jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)
        return nll + cfg.l2 * jnp.sum(w ** 2)

    return w - cfg.lr * jax.grad(loss)(w)


class FoldTrainer:
    def __init__(self, n_features, cfg=None):
        self.cfg = cfg or FitConfig()
        self.n_features = n_features
        self.fold = 0

    def run_fold(self, fold, x_tr, y_tr):
        self.fold = fold
        w = jnp.zeros(self.n_features)
        for _ in range(self.cfg.steps):
            w = fit_step(w, x_tr, y_tr, self.cfg)
        return w
