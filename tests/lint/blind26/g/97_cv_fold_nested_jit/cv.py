import numpy as np
import jax
import jax.numpy as jnp


def train_fold(x_tr, y_tr, n_steps=40, lr=0.3):
    @jax.jit
    def gd_step(w, b):
        def loss(w, b):
            z = x_tr @ w + b
            return jnp.mean(jnp.logaddexp(0.0, z) - y_tr * z)
        gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
        return w - lr * gw, b - lr * gb

    w, b = jnp.zeros(x_tr.shape[1]), jnp.zeros(())
    for _ in range(n_steps):
        w, b = gd_step(w, b)
    return w, b
