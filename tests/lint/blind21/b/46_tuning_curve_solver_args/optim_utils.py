from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0, 3))
def gradient_descent(fun, x0, args, n_iter, lr):
    grad_fn = jax.grad(fun)

    def body(i, x):
        return x - lr * grad_fn(x, *args)

    return jax.lax.fori_loop(0, n_iter, body, x0)
