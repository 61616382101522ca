import dataclasses

import jax
import jax.numpy as jnp

from vi import ELBOConfig, svi_update


def linear_warmup(epoch, warmup_epochs):
    return min(1.0, (epoch + 1) / warmup_epochs)


class MeanFieldRegression:
    def __init__(self, dim, cfg=None, lr=1e-3, warmup_epochs=10):
        self.cfg = cfg or ELBOConfig()
        self.lr = jnp.float32(lr)
        self.warmup_epochs = warmup_epochs
        self.params = {"mu": jnp.zeros(dim), "log_sigma": jnp.full(dim, -1.0)}

    def on_epoch_start(self, epoch):
        kl_weight = linear_warmup(epoch, self.warmup_epochs)
        self.cfg = dataclasses.replace(self.cfg, kl_weight=kl_weight)

    def fit(self, X, y, epochs, key):
        history = []
        for epoch in range(epochs):
            self.on_epoch_start(epoch)
            key, sub = jax.random.split(key)
            self.params, loss = svi_update(self.params, sub, X, y, self.cfg, self.lr)
            history.append(float(loss))
        return history
