# source: the three loops; jit(grad(f)) in a timing loop, github.com/jax-ml/jax/issues/1832
# jax-compiles: loss_g=3 loss_h=3 loss_m=3 loss_v=3
# lint: JC101@27 JC101@28 JC101@29 JC101@32
import jax
import jax.numpy as jnp


def loss_g(p, x):
    return jnp.sum((p * x) ** 2)


def loss_v(p, x):
    return jnp.sum((p * x) ** 2)


def loss_h(p, x):
    return jnp.sum((p * x) ** 2)


def loss_m(p, x):
    return jnp.sum(p * x)


p = jnp.ones(3)
xs = [jnp.full(3, float(i)) for i in range(3)]
for x in xs:
    g = jax.jit(jax.grad(loss_g))(p, x)
    v = jax.jit(jax.value_and_grad(loss_v))(p, x)
    h = jax.jit(jax.hessian(loss_h))(p, x)
for x in xs:
    batched = jax.vmap(loss_m)  # a new function object each iteration
    jax.jit(batched)(p[None], x[None])
