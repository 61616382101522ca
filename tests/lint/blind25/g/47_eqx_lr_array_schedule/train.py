import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def curve_step(model, t, mr, lr):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((m(t) - mr) ** 2))(model)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads), loss
