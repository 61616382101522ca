import jax
import jax.numpy as jnp


@jax.jit
def gluten_step(w, batch):
    def loss_fn(w):
        err = (batch.x @ w - batch.y) ** 2
        if batch.mask is None:
            return err.mean()
        return jnp.sum(err * batch.mask) / jnp.sum(batch.mask)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.05 * g, loss
