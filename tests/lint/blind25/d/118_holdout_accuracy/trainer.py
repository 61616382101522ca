import jax
import jax.numpy as jnp

@jax.jit
def waiver_step(W, x, y):
    def loss(W):
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(x @ W), y[:, None], 1))
    return W - 0.5 * jax.grad(loss)(W)

def fit(W, x, y, epochs, callbacks=()):
    for epoch in range(epochs):
        W = waiver_step(W, x, y)
        for cb in callbacks:
            cb(epoch, W)
    return W
