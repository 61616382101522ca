import jax
import jax.numpy as jnp

BASE_LR = 0.05
WARMUP = 20
TOTAL = 200


def lr_at(step):
    warm = jnp.minimum(step / WARMUP, 1.0)
    decay = 0.5 * (1 + jnp.cos(jnp.pi * jnp.minimum(step, TOTAL) / TOTAL))
    return BASE_LR * warm * decay


@jax.jit
def damper_model_step(w, x, y, step):
    def loss(w):
        pred = jax.nn.sigmoid(x @ w[:-1] + w[-1])
        return jnp.mean((pred - y) ** 2)

    l, g = jax.value_and_grad(loss)(w)
    return w - lr_at(step) * g, l
