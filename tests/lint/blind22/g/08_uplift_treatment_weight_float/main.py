import jax
import jax.numpy as jnp
import numpy as np

from config import CAMPAIGNS


def transformed_outcome_loss(w, x, t, y, treatment_weight):
    p = 0.5
    z = y * (t - p) / (p * (1 - p))
    pred = x @ w
    sample_w = jnp.where(t > 0, treatment_weight, 1.0)
    return jnp.mean(sample_w * (pred - z) ** 2)


@jax.jit
def sgd_step(w, x, t, y, treatment_weight):
    loss, g = jax.value_and_grad(transformed_outcome_loss)(w, x, t, y, treatment_weight)
    return w - 0.05 * g, loss


def fit(x, t, y, treatment_weight, steps=5):
    w = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w, loss = sgd_step(w, x, t, y, treatment_weight)
    return w, loss


def main():
    rng = np.random.default_rng(0)
    for camp in CAMPAIGNS:
        weight = float(camp["treatment_weight"])
        x = rng.normal(size=(64, 5)).astype(np.float32)
        t = rng.integers(0, 2, 64).astype(np.float32)
        y = (rng.random(64) < 0.2 + 0.1 * t).astype(np.float32)
        w, loss = fit(x, t, y, weight)
        print(camp["name"], float(loss))


if __name__ == "__main__":
    main()
