import dataclasses
from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp

from config import TrainConfig, cosine_lr


class MLP(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)


@partial(jax.jit, static_argnums=(0, 1))
def sgd_step(model, cfg, params, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    gnorm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
    scale = jnp.minimum(1.0, cfg.clip_norm / (gnorm + 1e-6))
    params = jax.tree_util.tree_map(
        lambda p, g: p - cfg.learning_rate * (scale * g + cfg.weight_decay * p), params, grads)
    return params, loss


class Trainer:
    def __init__(self, model, cfg: TrainConfig, epochs: int):
        self.model = model
        self.base_cfg = cfg
        self.cfg = cfg
        self.epochs = epochs

    def on_epoch_start(self, epoch):
        self.cfg = dataclasses.replace(
            self.base_cfg, learning_rate=cosine_lr(self.base_cfg.learning_rate, epoch, self.epochs))

    def fit(self, params, batches):
        for epoch in range(self.epochs):
            self.on_epoch_start(epoch)
            for x, y in batches:
                params, loss = sgd_step(self.model, self.cfg, params, x, y)
            print(f"epoch {epoch} lr={self.cfg.learning_rate:.4f} loss={float(loss):.4f}")
        return params
