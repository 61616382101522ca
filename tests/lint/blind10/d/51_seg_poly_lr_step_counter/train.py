import jax
import jax.numpy as jnp

from schedule import poly_lr


def fcn_logits(params, images):
    h = jax.nn.relu(jnp.einsum("bhwc,cd->bhwd", images, params["w1"]))
    return jnp.einsum("bhwd,dk->bhwk", h, params["w2"])


@jax.jit
def train_step(params, step, images, masks):
    def loss_fn(p):
        logits = fcn_logits(p, images)
        onehot = jax.nn.one_hot(masks, logits.shape[-1])
        return -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), -1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    lr = poly_lr(step)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, step + 1, loss
