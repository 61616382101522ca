# source: the fixes of diffrax#111: whole batches only (the ragged tail dropped), or an even split
# jax-compiles: train_even=1
# lint: -
import jax
import jax.numpy as jnp


@jax.jit
def train_even(w, batch):
    return w + jnp.sum(batch)


data = jnp.arange(10.0)
bs = 4
w = jnp.zeros(())
for start in range(0, len(data) - bs + 1, bs):
    w = train_even(w, data[start:start + bs])
n = 3 * bs
for start in range(0, n, bs):
    w = train_even(w, data[start % 8:start % 8 + bs])
