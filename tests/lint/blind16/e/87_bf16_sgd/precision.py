import jax
import jax.numpy as jnp


def to_compute_dtype(tree, dtype=jnp.bfloat16):
    return jax.tree.map(lambda x: x.astype(dtype), tree)


def sgd_momentum(params, velocity, grads, lr, beta=0.9):
    velocity = jax.tree.map(lambda v, g: (beta * v + g).astype(v.dtype), velocity, grads)
    params = jax.tree.map(lambda p, v: (p - lr * v).astype(p.dtype), params, velocity)
    return params, velocity
