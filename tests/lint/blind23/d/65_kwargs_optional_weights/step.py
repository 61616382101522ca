import jax
import jax.numpy as jnp
import optax


@jax.jit
def passrate_step(w, x, y, sample_weight=None):
    def loss_fn(w):
        l = optax.sigmoid_binary_cross_entropy(x @ w, y)
        if sample_weight is not None:
            l = l * sample_weight
        return l.mean()
    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.3 * g, loss
