import jax
import jax.numpy as jnp

@jax.jit
def ridge_update(w, X, y, lr, l2):
    def loss(w):
        return jnp.mean((X @ w - y) ** 2) + l2 * jnp.sum(w ** 2)
    return w - lr * jax.grad(loss)(w)

def fit(X, y, hp, steps=40):
    w = jnp.zeros(X.shape[1])
    for _ in range(steps):
        w = ridge_update(w, X, y, hp["lr"], hp["l2"])
    return w
