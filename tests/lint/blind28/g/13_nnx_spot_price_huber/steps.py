from flax import nnx
import jax.numpy as jnp


def build_steps(delta=1.0):
    def huber(pred, y):
        r = jnp.abs(pred - y)
        return jnp.mean(jnp.where(r < delta, 0.5 * r ** 2, delta * (r - 0.5 * delta)))

    @nnx.jit
    def fit_batch(model, optimizer, x, y):
        loss, grads = nnx.value_and_grad(lambda m: huber(m(x), y))(model)
        optimizer.update(model, grads)
        return loss

    @nnx.jit
    def score_batch(model, x, y):
        return huber(model(x), y)

    return fit_batch, score_batch
