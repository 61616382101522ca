import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    lr: float = 0.2
    l2: float = 1e-4
    lr_decay: float = 0.7


@partial(jax.jit, static_argnames=("config",))
def ctr_step(weights, features, clicks, config):
    def loss(w):
        logits = features @ w
        ce = jnp.mean(jnp.logaddexp(0.0, logits) - clicks * logits)
        return ce + config.l2 * jnp.sum(w * w)

    value, grad = jax.value_and_grad(loss)(weights)
    return weights - config.lr * grad, value


class CTRTrainer:
    def __init__(self, num_features, config=None):
        self.config = config or TrainConfig()
        self.weights = jnp.zeros(num_features)

    def fit_epoch(self, batches):
        losses = []
        for features, clicks in batches:
            self.weights, loss = ctr_step(self.weights, features, clicks, config=self.config)
            losses.append(float(loss))
        return sum(losses) / len(losses)

    def end_epoch(self):
        self.config = dataclasses.replace(self.config, lr=self.config.lr * self.config.lr_decay)
