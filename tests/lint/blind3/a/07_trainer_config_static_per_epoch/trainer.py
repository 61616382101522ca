import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def sgd_step(params, x, y, cfg):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        n = logits.shape[-1]
        onehot = jax.nn.one_hot(y, n) * (1 - cfg.label_smoothing) + cfg.label_smoothing / n
        ce = -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), -1))
        return ce + cfg.weight_decay * jnp.sum(p["w"] ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, gi: p - cfg.learning_rate * gi, params, g)
    return params, loss


class Trainer:
    def __init__(self, params, cfg):
        self.params = params
        self.cfg = cfg
        self.history = []

    def on_epoch_start(self, epoch):
        self.cfg = dataclasses.replace(self.cfg, epoch=epoch)

    def train_epoch(self, batches):
        losses = []
        for x, y in batches:
            self.params, loss = sgd_step(self.params, x, y, cfg=self.cfg)
            losses.append(float(loss))
        self.history.append(sum(losses) / len(losses))
        return self.history[-1]

    def fit(self, batches, n_epochs):
        for epoch in range(n_epochs):
            self.on_epoch_start(epoch)
            loss = self.train_epoch(batches)
            print(f"epoch {self.cfg.epoch}: {loss:.4f}")
