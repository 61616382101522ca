import jax
import jax.numpy as jnp


@jax.jit
def gd_step(w, b, x, y, lr):
    def loss(w, b):
        z = x @ w + b
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
    return w - lr * gw, b - lr * gb


def train_fold(x_tr, y_tr, n_steps=40, lr=0.3):
    w, b = jnp.zeros(x_tr.shape[1]), jnp.zeros(())
    for _ in range(n_steps):
        w, b = gd_step(w, b, x_tr, y_tr, lr)
    return w, b
