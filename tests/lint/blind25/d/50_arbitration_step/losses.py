import jax
import jax.numpy as jnp

def focal_loss(w, x, y, alpha):
    p = jax.nn.sigmoid(x @ w)
    pt = jnp.where(y > 0, p, 1 - p)
    return -jnp.mean(alpha * (1 - pt) ** 2 * jnp.log(pt + 1e-7))

@jax.jit
def arbitration_step(w, x, y, alpha):
    l, g = jax.value_and_grad(focal_loss)(w, x, y, alpha)
    return w - 0.5 * g, l
