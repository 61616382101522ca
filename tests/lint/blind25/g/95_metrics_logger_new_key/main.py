import numpy as np
import jax
import jax.numpy as jnp

from logger import MetricLogger


@jax.jit
def lysine_step(w, x, y, lr):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g, loss, jnp.linalg.norm(g)


def main():
    rng = np.random.default_rng(0)
    # fed-batch Corynebacterium runs: feed, DO, pH, temp, NH3 -> lysine titer
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x @ np.array([0.9, 0.2, -0.4, 0.1, 0.6])).astype(np.float32)
    w = jnp.zeros(5)
    log = MetricLogger()
    lr = 0.1
    for epoch in range(8):
        w, loss, gnorm = lysine_step(w, x, y, jnp.float32(lr))
        metrics = {"loss": loss, "grad_norm": gnorm}
        if epoch >= 4:
            lr *= 0.5
            metrics["lr"] = jnp.float32(lr)
        log(epoch, metrics)


if __name__ == "__main__":
    main()
