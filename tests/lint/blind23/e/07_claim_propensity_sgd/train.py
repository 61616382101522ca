import jax
import jax.numpy as jnp


def loss_fn(w, X, y):
    logits = X @ w["coef"] + w["bias"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def sgd_step(w, X, y, lr):
    loss, g = jax.value_and_grad(loss_fn)(w, X, y)
    w = jax.tree_util.tree_map(lambda p, d: p - lr * d, w, g)
    return w, loss


def lr_at(epoch, base=0.5, decay=0.7):
    return base * decay ** epoch
