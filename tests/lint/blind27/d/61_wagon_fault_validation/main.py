import jax
import jax.numpy as jnp
import numpy as np

from evaluation import evaluate


@jax.jit
def sgd_fault(w, x, y):
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return w - 0.3 * jax.grad(nll)(w)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(715, 8)).astype(np.float32)
    y = (x[:, 0] + x[:, 5] > 0.4).astype(np.float32)
    xtr, ytr, xva, yva = x[:512], y[:512], x[512:], y[512:]
    w = jnp.zeros(8)
    for epoch in range(3):
        for i in range(0, 512, 128):
            w = sgd_fault(w, xtr[i:i + 128], ytr[i:i + 128])
        print(epoch, evaluate(w, xva, yva))


if __name__ == "__main__":
    main()
