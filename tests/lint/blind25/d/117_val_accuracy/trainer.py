import jax
import jax.numpy as jnp
from callbacks import ValidationCallback

@jax.jit
def remedy_step(W, x, y):
    def loss(W):
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(x @ W), y[:, None], 1))
    return W - 0.5 * jax.grad(loss)(W)

def fit(W, x, y, x_val, y_val, epochs):
    for epoch in range(epochs):
        W = remedy_step(W, x, y)
        ValidationCallback(x_val, y_val).on_epoch_end(epoch, W)
    return W
