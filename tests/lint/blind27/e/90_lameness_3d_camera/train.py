import jax
import jax.numpy as jnp

from metrics import lameness_auc


@jax.jit
def locomotion_step(w, x, y):
    def loss_fn(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

    return w - 0.5 * jax.grad(loss_fn)(w)


def fit(w, x, y, epochs):
    for epoch in range(epochs):
        w = locomotion_step(w, x, y)
        if epoch % 5 == 4:
            print("epoch", epoch, "train AUC", round(float(lameness_auc(x @ w, y)), 3))
    return w
