import jax
import jax.numpy as jnp
from flax import nnx


@nnx.jit
def drape_step(model, optimizer, x, y, key):
    def loss_fn(m):
        return jnp.mean((m(x, key) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_epoch(model, optimizer, X, y, key, batch=32):
    for i in range(0, len(y), batch):
        key, sub = jax.random.split(key)
        loss = drape_step(model, optimizer, X[i:i + batch], y[i:i + batch], sub)
    return key, loss
