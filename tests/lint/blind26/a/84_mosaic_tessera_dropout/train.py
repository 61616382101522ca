from functools import partial
import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnums=(0,))
def forward_pass(model, params, x, y, key):
    def loss_fn(p):
        logits = model.apply(p, x, True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss
