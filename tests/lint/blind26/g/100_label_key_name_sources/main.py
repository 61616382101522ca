import jax.numpy as jnp

from loaders import interleave
from train import step

w = jnp.zeros((50, 5))
for epoch in range(2):
    for batch in interleave(epoch):
        w, loss = step(w, batch)
    print(epoch, float(loss))
