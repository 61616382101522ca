import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def upwelling_sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss
