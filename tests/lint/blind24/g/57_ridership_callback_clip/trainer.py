from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("clip_norm",))
def clipped_step(params, x, y, lr, clip_norm):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    norm = jnp.sqrt(sum(jnp.sum(v ** 2) for v in jax.tree.leaves(g)))
    scale = jnp.minimum(1.0, clip_norm / (norm + 1e-6))
    return jax.tree.map(lambda p, gi: p - lr * scale * gi, params, g), l


class Trainer:
    def __init__(self, params, lr=0.05, clip_norm=5.0, callbacks=()):
        self.params = params
        self.lr = lr
        self.clip_norm = clip_norm
        self.callbacks = list(callbacks)

    def fit(self, batches_fn, epochs):
        for epoch in range(epochs):
            for cb in self.callbacks:
                cb.on_epoch_begin(self, epoch)
            for x, y in batches_fn():
                self.params, loss = clipped_step(self.params, x, y, self.lr, clip_norm=self.clip_norm)
            print(epoch, self.clip_norm, float(loss))
