import jax
import jax.numpy as jnp
import optax

from model import gcn_apply


def make_train_step(optimizer, n_classes):
    def loss_fn(params, a_hat, x, labels, mask):
        logits = gcn_apply(params, a_hat, x)
        onehot = jax.nn.one_hot(labels, n_classes)
        per_node = optax.softmax_cross_entropy(logits, onehot)
        return jnp.sum(per_node * mask) / jnp.sum(mask)

    def train_step(params, opt_state, a_hat, x, labels, mask):
        loss, grads = jax.value_and_grad(loss_fn)(params, a_hat, x, labels, mask)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
