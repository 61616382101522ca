import jax
import jax.numpy as jnp
import numpy as np

from sched import TOTAL, lr_at

DIM = 10


def info_nce(w, q, d):
    logits = (q @ w) @ (d @ w).T
    return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, axis=1)))


@jax.jit
def sgd_step(w, q, d, lr):
    loss, g = jax.value_and_grad(info_nce)(w, q, d)
    return w - lr * g, loss


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    for step in range(TOTAL):
        q = rng.normal(size=(8, DIM)).astype(np.float32)
        d = q + 0.2 * rng.normal(size=q.shape).astype(np.float32)
        w, loss = sgd_step(w, q, d, lr_at(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
