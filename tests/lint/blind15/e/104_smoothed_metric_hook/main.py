import jax
import jax.numpy as jnp
import numpy as np

from hooks import SmoothedMetrics


@jax.jit
def train_step(w, x, y):
    pred = x @ w
    loss, g = jax.value_and_grad(lambda w_: jnp.mean((x @ w_ - y) ** 2))(w)
    metrics = {"loss": loss, "grad_norm": jnp.linalg.norm(g), "mae": jnp.mean(jnp.abs(pred - y))}
    return w - 0.1 * g, metrics


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(4)
    smoother = SmoothedMetrics(("loss", "grad_norm", "mae"))
    for step in range(6):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        y = x @ np.array([1.0, 0.0, -1.0, 2.0], np.float32)
        w, metrics = train_step(w, x, y)
        smoothed = smoother(metrics)
    print(smoothed)


if __name__ == "__main__":
    main()
