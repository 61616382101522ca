# source: a learning rate that starts as a Python int and is decayed to a float
# jax-compiles: sgd=2
# lint: JC104@17
import jax
import jax.numpy as jnp


@jax.jit
def sgd(w, g, lr):
    return w - lr * g


w = jnp.ones(3)
g = jnp.ones(3)
lr = 1
for _ in range(3):
    w = sgd(w, g, lr)
    lr = lr * 0.5
