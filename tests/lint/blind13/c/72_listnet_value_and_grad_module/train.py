import jax

from losses import listnet_loss

_loss_and_grad = jax.jit(jax.value_and_grad(listnet_loss))


def sgd_update(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def train_on_batch(params, feats, relevance, lr=0.05):
    loss, grads = _loss_and_grad(params, feats, relevance)
    return sgd_update(params, grads, lr), loss
