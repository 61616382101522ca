import jax
import jax.numpy as jnp
import numpy as np

from model import init, predict_headway
from evaluate import validate


def make_split(rng, n):
    f = rng.normal(size=(n, 6)).astype(np.float32)
    h = (2.0 + np.abs(f[:, 0]) + 0.5 * f[:, 2] ** 2).astype(np.float32)
    return f, h


def main():
    rng = np.random.default_rng(5)
    tr_f, tr_h = make_split(rng, 128)
    va_f, va_h = make_split(rng, 128)
    params = init(jax.random.PRNGKey(0))

    def loss(p):
        return jnp.mean((predict_headway(p, tr_f) - tr_h) ** 2)
    grad_fn = jax.jit(jax.grad(loss))
    for epoch in range(5):
        for _ in range(20):
            g = grad_fn(params)
            params = jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g)
        train_mae = float(jnp.mean(jnp.abs(predict_headway(params, tr_f) - tr_h)))
        print(epoch, round(train_mae, 3), round(validate(params, va_f, va_h), 3))


if __name__ == "__main__":
    main()
