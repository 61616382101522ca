from dataclasses import replace
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
    def __init__(self, n_features, steps=3):
        self.cfg = FitConfig()
        self.n_features = n_features
        self.steps = steps

    def run_fold(self, fold, x_tr, y_tr):
        self.cfg = replace(self.cfg, fold=fold)
        w = jnp.zeros(self.n_features)
        for _ in range(self.steps):
            w = fit_step(w, x_tr, y_tr, self.cfg)
        return w
