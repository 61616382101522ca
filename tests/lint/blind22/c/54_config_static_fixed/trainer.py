import functools

import jax
import jax.numpy as jnp

from config import TrainConfig


@functools.partial(jax.jit, static_argnames=("cfg",))
def train_step(params, x, y, cfg):
    def loss_fn(p):
        h = jnp.tanh(x @ p["w1"])
        pred = h @ p["w2"]
        reg = cfg.l2 * sum(jnp.sum(v ** 2) for v in p.values())
        return ((pred - y) ** 2).mean() + reg

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, g), loss


class Trainer:
    def __init__(self, cfg: TrainConfig):
        self.cfg = cfg
        self.epoch = cfg.epoch

    def run_epoch(self, params, batches, epoch):
        self.epoch = epoch
        for x, y in batches:
            params, loss = train_step(params, x, y, cfg=self.cfg)
        return params, loss
