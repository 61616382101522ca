from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import optax


@dataclass(unsafe_hash=True)
class BYOLTrainer:
    lr: float = 1e-3
    base_momentum: float = 0.99
    total_epochs: int = 4
    epoch: int = 0

    @property
    def tx(self):
        return optax.adam(self.lr)

    def momentum(self):
        return 1 - (1 - self.base_momentum) * (1 - self.epoch / self.total_epochs)

    @staticmethod
    def net(p, x):
        return jnp.tanh(x @ p["w1"]) @ p["w2"]

    def loss(self, online, pred, target, x1, x2):
        p1 = self.net(online, x1) @ pred
        t2 = jax.lax.stop_gradient(self.net(target, x2))
        p1 = p1 / jnp.linalg.norm(p1, axis=-1, keepdims=True)
        t2 = t2 / jnp.linalg.norm(t2, axis=-1, keepdims=True)
        return (2 - 2 * (p1 * t2).sum(-1)).mean()

    @partial(jax.jit, static_argnums=0)
    def step(self, online, pred, target, opt_state, x1, x2):
        loss, (g_on, g_pred) = jax.value_and_grad(self.loss, argnums=(0, 1))(online, pred, target, x1, x2)
        updates, opt_state = self.tx.update((g_on, g_pred), opt_state)
        online, pred = optax.apply_updates((online, pred), updates)
        m = self.momentum()
        target = jax.tree_util.tree_map(lambda t, o: m * t + (1 - m) * o, target, online)
        return online, pred, target, opt_state, loss
