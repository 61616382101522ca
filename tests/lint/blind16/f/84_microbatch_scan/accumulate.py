import jax
import jax.numpy as jnp


def accumulated_grads(loss_fn, params, x, y, n_micro):
    """Average gradients over equal micro-batches with lax.scan."""
    xm = x.reshape(n_micro, -1, *x.shape[1:])
    ym = y.reshape(n_micro, -1)

    def body(carry, batch):
        loss_sum, grad_sum = carry
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        return (loss_sum + loss, jax.tree_util.tree_map(jnp.add, grad_sum, grads)), None

    init = (jnp.zeros(()), jax.tree_util.tree_map(jnp.zeros_like, params))
    (loss_sum, grad_sum), _ = jax.lax.scan(body, init, (xm, ym))
    return loss_sum / n_micro, jax.tree_util.tree_map(lambda g: g / n_micro, grad_sum)
