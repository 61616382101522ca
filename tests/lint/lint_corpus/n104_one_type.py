# source: the fix: the learning rate is a float from the start
# jax-compiles: sgd_f=1
# lint: -
import jax
import jax.numpy as jnp


@jax.jit
def sgd_f(w, g, lr):
    return w - lr * g


w = jnp.ones(3)
g = jnp.ones(3)
lr = 1.0
for _ in range(3):
    w = sgd_f(w, g, lr)
    lr = lr * 0.5
