import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def train_step(model, x, y, loss_fn, lr):
    def objective(m):
        return jnp.mean(loss_fn(jax.vmap(m)(x)[:, 0] - y))

    l, g = eqx.filter_value_and_grad(objective)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g)), l
