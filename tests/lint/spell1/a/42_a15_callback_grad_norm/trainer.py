import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)


@jax.jit
def grad_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss, grads


class Trainer:
    def __init__(self, params, callbacks=(), lr=0.1):
        self.params = params
        self.callbacks = list(callbacks)
        self.lr = lr

    def fit(self, batches):
        for step, (x, y) in enumerate(batches):
            self.params, loss, grads = grad_step(self.params, x, y, self.lr)
            state = {"loss": loss, "grads": grads, "params": self.params}
            for cb in self.callbacks:
                cb.on_step_end(step, state)
