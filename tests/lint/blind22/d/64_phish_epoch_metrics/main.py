import jax
import jax.numpy as jnp
import numpy as np

from metrics import DetectionMetrics

N_TOKENS = 50  # header and body token features of an email


@jax.jit
def sgd_step(w, x, y):
    def loss(w):
        p = jax.nn.sigmoid(x @ w)
        return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
    return w - 0.5 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    metrics = DetectionMetrics()
    w = jnp.zeros(N_TOKENS)
    xv = (rng.random((64, N_TOKENS)) < 0.2).astype(np.float32)
    yv = xv[:, :5].sum(1) > 1
    for epoch in range(4):
        x = (rng.random((64, N_TOKENS)) < 0.2).astype(np.float32)
        y = (x[:, :5].sum(1) > 1).astype(np.float32)
        w = sgd_step(w, x, y)
        m = metrics(jax.nn.sigmoid(xv @ w), jnp.asarray(yv))
        print(epoch, {k: round(float(v), 3) for k, v in m.items()})


if __name__ == "__main__":
    main()
