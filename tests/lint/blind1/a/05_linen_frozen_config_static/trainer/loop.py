import dataclasses
from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class ConvNet(nn.Module):
    num_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3,), padding="SAME")(x)
        x = nn.relu(x).mean(axis=1)
        return nn.Dense(self.num_classes)(x)


@partial(jax.jit, static_argnames=("cfg",))
def sgd_step(params, velocity, x, y, cfg):
    def loss_fn(p):
        logits = ConvNet().apply(p, x)
        labels = optax.smooth_labels(jax.nn.one_hot(y, 3), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    velocity = jax.tree.map(lambda v, g: cfg.momentum * v + g, velocity, grads)
    params = jax.tree.map(lambda p, v: p - cfg.learning_rate * v, params, velocity)
    return params, velocity, loss


class Trainer:
    def __init__(self, cfg, sample_x):
        self.base_cfg = cfg
        self.cfg = cfg
        self.params = ConvNet().init(jax.random.PRNGKey(0), sample_x)
        self.velocity = jax.tree.map(jnp.zeros_like, self.params)

    def on_epoch_start(self, epoch):
        self.cfg = dataclasses.replace(self.cfg, learning_rate=self.base_cfg.lr_at(epoch))

    def train_epoch(self, batches):
        loss = None
        for x, y in batches:
            self.params, self.velocity, loss = sgd_step(
                self.params, self.velocity, x, y, cfg=self.cfg)
        return float(loss)
