# source: a function of model.py that builds a jit of a new jax.grad, called per step (jax#2515)
# jax-compiles: loss_x=3
# lint: JC101@9
import jax.numpy as jnp
import x_model

p = jnp.ones(3)
for x in [jnp.ones(3)] * 3:
    x_model.make_grad()(p, x)
