import jax
import jax.numpy as jnp


def predict(w, b, x):
    return jax.nn.sigmoid(x @ w + b)


@jax.jit
def sgd_update(w, b, x, y, lr):
    def loss(w, b):
        p = predict(w, b, x)
        return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
    l, (gw, gb) = jax.value_and_grad(loss, argnums=(0, 1))(w, b)
    return w - lr * gw, b - lr * gb, l
