import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def dystocia_sgd(model, x, y, lr):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss


def lr_at(step, lr0=0.1, decay=0.97):
    return lr0 * decay ** step
