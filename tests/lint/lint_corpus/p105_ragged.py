# source: a last batch shorter than the others (github.com/patrick-kidger/diffrax/issues/111)
# jax-compiles: train_step=2
# lint: JC105@17
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, batch):
    return w + jnp.sum(batch)


data = jnp.arange(10.0)
batch_size = 4
w = jnp.zeros(())
for start in range(0, len(data), batch_size):
    w = train_step(w, data[start:start + batch_size])
