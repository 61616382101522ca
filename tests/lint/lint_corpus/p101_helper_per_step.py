# source: jit(grad(f)) made in a helper that a loop calls, github.com/jax-ml/jax/issues/2515
# jax-compiles: _likelihood=6
# lint: JC101@13 JC101@17
import jax.numpy as jnp
from jax import grad, jit


def _likelihood(s, m, w):
    return jnp.sum(-jnp.log(s) - ((w - m) / s) ** 2 / 2.0)


def dev_likelihood(pars, w):
    return jit(grad(_likelihood))(pars[0], pars[1], w)


def make_step():
    return jit(grad(_likelihood, argnums=1))


w = jnp.arange(5.0)
for s, m in [(1.0, 0.0), (2.0, 0.5), (3.0, 1.0)]:
    dev_likelihood((s, m), w)
    make_step()(s, m, w)
