# source: jax.jit(f) of one module-level f in a loop (equinox issue 1141): JAX's cache of f hits
# jax-compiles: grad_eqx=1 grad_once=1 method_eqx=1 same_eqx=1 same_jit=1
# lint: -
import equinox as eqx
import jax
import jax.numpy as jnp


def same_jit(p, x):
    return jnp.sum(p * x)


def same_eqx(p, x):
    return jnp.sum(p - x)


def grad_once(p, x):
    return jnp.sum((p * x) ** 3)


def grad_eqx(p, x):
    return jnp.sum((p - x) ** 2)


class Model:
    def method_eqx(self, p, x):
        return jnp.sum(p + x)


model = Model()
g = jax.grad(grad_once)  # made once, before the loop: one same object
p = jnp.ones(3)
for x in [jnp.ones(3)] * 3:
    jax.jit(same_jit)(p, x)
    jax.jit(g)(p, x)
    eqx.filter_jit(same_eqx)(p, x)
    eqx.filter_jit(model.method_eqx)(p, x)  # bound methods compare equal: equinox finds it
    eqx.filter_jit(eqx.filter_grad(grad_eqx))(p, x)  # an equinox Module: hashed by value
