import jax
import jax.numpy as jnp


@jax.jit
def decayed_step(params, x, y, lr):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree.map(lambda p, gi: p - lr * gi, params, g), l


class Trainer:
    def __init__(self, params, lr=0.05, callbacks=()):
        self.params = params
        self.lr = jnp.asarray(lr, jnp.float32)
        self.callbacks = list(callbacks)

    def fit(self, loader, epochs):
        for epoch in range(epochs):
            for cb in self.callbacks:
                cb(self, epoch)
            for x, y in loader:
                self.params, loss = decayed_step(self.params, x, y, self.lr)
            print(epoch, float(self.lr), float(loss))
