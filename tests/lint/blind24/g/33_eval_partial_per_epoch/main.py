import jax
import jax.numpy as jnp
import numpy as np

from metrics import make_evaluator

LATENESS_WEIGHT = 2.0


@jax.jit
def sgd(w, x, y):
    g = jax.grad(lambda w_: jnp.mean((x @ w_ - y) ** 2))(w)
    return w - 0.01 * g


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.uniform(0, 5, (400, 4)), jnp.float32)
    y = x @ jnp.array([1.5, 0.3, 2.0, 0.1]) + 3.0
    xv, yv = x[300:], y[300:]
    w = jnp.zeros(4)
    for epoch in range(5):
        for i in range(0, 300, 100):
            w = sgd(w, x[i:i + 100], y[i:i + 100])
        evaluate = make_evaluator(LATENESS_WEIGHT)
        m = evaluate(xv @ w, yv)
        print(epoch, {k: round(float(v), 3) for k, v in m.items()})


if __name__ == "__main__":
    main()
