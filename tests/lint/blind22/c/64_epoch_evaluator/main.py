import jax
import jax.numpy as jnp
import numpy as np

from evaluation import Evaluator


@jax.jit
def sgd_epoch(w, x, y):
    def loss(w):
        return jnp.mean(jnp.logaddexp(0.0, -(2 * y - 1) * (x @ w)))

    return w - 0.5 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    true_w = rng.normal(size=5)
    passes = rng.normal(size=(300, 5)).astype(np.float32)
    completed = (passes @ true_w > 0).astype(np.float32)
    w = jnp.zeros(5)
    for epoch in range(4):
        w = sgd_epoch(w, passes[:200], completed[:200])
        evaluator = Evaluator(passes[200:], completed[200:])
        print(epoch, evaluator(w))


if __name__ == "__main__":
    main()
