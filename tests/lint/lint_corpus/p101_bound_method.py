# source: jit of a method taken from the instance inside the fit loop (a new bound method each time)
# jax-compiles: apply=3 update=3
# lint: JC101@17 JC101@30
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr

    def update(self, w, g):
        return w - 0.1 * g

    def fit(self, w, grads):
        for g in grads:
            w = jax.jit(self.update)(w, g)
        return w


class Model:
    def apply(self, w, x):
        return w @ x


model = Model()
w = jnp.ones((2, 2))
Trainer(0.1).fit(w, [jnp.ones((2, 2))] * 3)
for x in [jnp.ones(2)] * 3:
    jax.jit(model.apply)(w, x)
