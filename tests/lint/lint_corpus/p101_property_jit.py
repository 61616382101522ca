# source: a model whose property returns a new jit, read in the training loop (issue 43)
# jax-compiles: <lambda>=3
# lint: JC101@9
import jax.numpy as jnp
from x_train import Model

model = Model(2.0)
for x in [jnp.ones(3)] * 3:
    y = model.apply_fn(x)
