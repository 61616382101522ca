"""Fit a Hill-equation dose-response curve by gradient descent with warm-up."""
import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_scale

BASE_LR = 0.05
WARMUP = 4


def response(params, dose):
    top, ec50, hill = jnp.exp(params)
    return top * dose**hill / (ec50**hill + dose**hill)


def loss(params, dose, y):
    return jnp.mean((response(params, dose) - y) ** 2)


@jax.jit
def gd_step(params, dose, y, lr_scale):
    value, g = jax.value_and_grad(loss)(params, dose, y)
    return params - BASE_LR * lr_scale * g, value


def main():
    rng = np.random.default_rng(0)
    dose = np.logspace(-2, 2, 30).astype(np.float32)
    y = (1.8 * dose**1.3 / (2.0**1.3 + dose**1.3) + 0.03 * rng.normal(size=30)).astype(np.float32)
    dose, y = jnp.asarray(dose), jnp.asarray(y)
    params = jnp.zeros(3)
    for step in range(8):
        params, l = gd_step(params, dose, y, warmup_scale(step, WARMUP))
    print("top, ec50, hill =", np.round(np.exp(np.asarray(params)), 3), "loss", float(l))


if __name__ == "__main__":
    main()
