import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import optax


@dataclasses.dataclass(frozen=True)
class LMTrainer:
    vocab: int
    dim: int
    lr: float = 1e-3
    step: int = 0

    @property
    def tx(self):
        return optax.adam(self.lr)

    def loss(self, params, tokens):
        logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    @partial(jax.jit, static_argnums=0)
    def update(self, params, opt_state, tokens):
        loss, grads = jax.value_and_grad(self.loss)(params, tokens)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def train_step(self, params, opt_state, tokens):
        params, opt_state, loss = self.update(params, opt_state, tokens)
        return dataclasses.replace(self, step=self.step + 1), params, opt_state, loss
