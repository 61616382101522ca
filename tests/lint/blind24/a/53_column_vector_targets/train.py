import jax
import jax.numpy as jnp


@jax.jit
def alpaca_fleece_step(w, x, y):
    def loss(w):
        return jnp.mean((x @ w - y.reshape(-1)) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.2 * g, l
