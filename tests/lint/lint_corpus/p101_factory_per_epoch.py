# source: an epoch function building its step from a factory of another module (linen scripts)
# jax-compiles: train_step=3
# lint: JC101@9
import jax.numpy as jnp
import x_train


def run_epoch(w, data):
    step = x_train.make_train_step(0.1)
    for x in data:
        w = step(w, x)
    return w


w = jnp.ones(3)
for _epoch in range(3):
    w = run_epoch(w, [jnp.ones(3)] * 2)
