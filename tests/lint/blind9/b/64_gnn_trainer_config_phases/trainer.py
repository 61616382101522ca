import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax


class TrainConfig(NamedTuple):
    edge_dropout: float = 0.3
    label_smoothing: float = 0.05
    n_classes: int = 3


def propagate(w, x, senders, receivers, edge_keep):
    msg = jax.ops.segment_sum(x[senders] * edge_keep[:, None], receivers, num_segments=x.shape[0])
    return jax.nn.relu((x + msg) @ w)


@functools.partial(jax.jit, static_argnames=("cfg",))
def train_step(params, opt_state, graph, key, cfg):
    x, senders, receivers, labels = graph
    keep = jax.random.bernoulli(key, 1.0 - cfg.edge_dropout, senders.shape).astype(jnp.float32)

    def loss_fn(p):
        h = propagate(p["w1"], x, senders, receivers, keep)
        logits = propagate(p["w2"], h, senders, receivers, keep)
        targets = optax.smooth_labels(jax.nn.one_hot(labels, cfg.n_classes), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = Trainer.optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


# DropEdge schedule: heavy edge dropout while warming up, light afterwards
PHASES = (TrainConfig(edge_dropout=0.3), TrainConfig(edge_dropout=0.1))
WARMUP_EPOCHS = 3


class Trainer:
    optimizer = optax.adam(1e-2)

    def __init__(self, params, cfg=TrainConfig()):
        self.params = params
        self.opt_state = self.optimizer.init(params)
        self.cfg = cfg

    def on_epoch_start(self, epoch):
        self.cfg = PHASES[0] if epoch < WARMUP_EPOCHS else PHASES[1]

    def fit(self, graph, epochs, key):
        for epoch in range(epochs):
            self.on_epoch_start(epoch)
            key, sub = jax.random.split(key)
            self.params, self.opt_state, loss = train_step(self.params, self.opt_state, graph, sub, self.cfg)
            print(f"epoch {epoch}: dropout {self.cfg.edge_dropout:.3f} loss {float(loss):.4f}")
