import functools

import jax
import jax.numpy as jnp
import optax

from circuit import reupload_prob


def loss_fn(params, x, y):
    p = jax.vmap(reupload_prob, in_axes=(None, 0))(params, x)
    return jnp.mean((p - y) ** 2)


@functools.partial(jax.jit, static_argnums=(0,))
def train_step(tx, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


class Trainer:
    def __init__(self, params, base_lr=0.2, decay=0.6):
        self.params = params
        self.base_lr = base_lr
        self.decay = decay
        self.opt_state = None

    def optimizer(self, epoch):
        return optax.sgd(self.base_lr * self.decay ** epoch, momentum=0.9)

    def fit_epoch(self, epoch, batches):
        tx = self.optimizer(epoch)
        if self.opt_state is None:
            self.opt_state = tx.init(self.params)
        for x, y in batches:
            self.params, self.opt_state, loss = train_step(tx, self.params, self.opt_state, x, y)
        return loss
