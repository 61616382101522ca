import jax
import jax.numpy as jnp
import equinox as eqx
import optax


def bce(model, x, y):
    logits = jax.vmap(model)(x)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@eqx.filter_jit
def hire_step(model, x, y, epoch, base_lr=0.05):
    lr = base_lr * 0.8 ** epoch
    loss, grads = eqx.filter_value_and_grad(bce)(model, x, y)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss
