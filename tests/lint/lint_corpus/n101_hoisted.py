# source: the fix of jax-ml/jax#1832: create the jitted transformation once, call it in the loop
# jax-compiles: loss_once=1 loss_vg=1
# lint: -
import jax
import jax.numpy as jnp


def loss_once(p, x):
    return jnp.sum((p * x) ** 2)


def loss_vg(p, x):
    return jnp.sum((p * x) ** 2)


class Trainer:
    def __init__(self):
        self.step = jax.jit(jax.value_and_grad(loss_vg))

    def fit(self, p, xs):
        for x in xs:
            self.step(p, x)


grad_fn = jax.jit(jax.grad(loss_once))
p = jnp.ones(3)
xs = [jnp.ones(3)] * 3
for x in xs:
    grad_fn(p, x)
Trainer().fit(p, xs)
