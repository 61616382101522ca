import jax
import jax.numpy as jnp
import optax

from circuit import reupload_prob

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.2, momentum=0.9)


def loss_fn(params, x, y):
    p = jax.vmap(reupload_prob, in_axes=(None, 0))(params, x)
    return jnp.mean((p - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


class Trainer:
    def __init__(self, params, base_lr=0.2, decay=0.6):
        self.params = params
        self.base_lr = base_lr
        self.decay = decay
        self.opt_state = tx.init(params)

    def set_learning_rate(self, epoch):
        lr = self.base_lr * self.decay ** epoch
        self.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)

    def fit_epoch(self, epoch, batches):
        self.set_learning_rate(epoch)
        for x, y in batches:
            self.params, self.opt_state, loss = train_step(self.params, self.opt_state, x, y)
        return loss
