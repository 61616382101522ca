import equinox as eqx
import jax
import jax.numpy as jnp


class DryingKinetics(eqx.Module):
    """Page model for convective drying of mango slices, with learned parameters."""
    log_k: jax.Array
    n: jax.Array

    def __init__(self):
        self.log_k = jnp.array(-2.0)
        self.n = jnp.array(1.0)

    def __call__(self, t_min):
        return jnp.exp(-jnp.exp(self.log_k) * t_min ** self.n)


@eqx.filter_jit
def drying_step(model, t, mr, lr):
    def loss_fn(m):
        return jnp.mean((m(t) - mr) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, loss
