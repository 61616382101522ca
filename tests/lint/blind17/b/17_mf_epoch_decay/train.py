import equinox as eqx
import jax.numpy as jnp
import optax


def bpr_loss(model, users, pos, neg):
    diff = model(users, pos) - model(users, neg)
    return -jnp.mean(jnp.log(jax_sigmoid(diff) + 1e-8))


def jax_sigmoid(x):
    return 1.0 / (1.0 + jnp.exp(-x))


@eqx.filter_jit
def train_step(model, opt_state, tx, users, pos, neg):
    loss, grads = eqx.filter_value_and_grad(bpr_loss)(model, users, pos, neg)
    updates, opt_state = tx.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss


def optimizer_for_epoch(base_lr, epoch, decay=0.7):
    return optax.sgd(base_lr * decay ** epoch, momentum=0.9)
