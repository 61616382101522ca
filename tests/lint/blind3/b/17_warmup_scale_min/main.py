"""Fit a Michaelis-Menten rate law to enzyme kinetics data by gradient descent."""
import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_scale

BASE_LR = 0.05
WARMUP = 4


def rate(params, s):
    vmax, km = jnp.exp(params)
    return vmax * s / (km + s)


def loss(params, s, v):
    return jnp.mean((rate(params, s) - v) ** 2)


@jax.jit
def gd_step(params, s, v, lr_scale):
    g = jax.grad(loss)(params, s, v)
    return params - BASE_LR * lr_scale * g, loss(params, s, v)


def main():
    rng = np.random.default_rng(0)
    s = jnp.asarray(np.linspace(0.1, 10.0, 40), dtype=jnp.float32)
    v = 2.5 * s / (1.3 + s) + 0.02 * jnp.asarray(rng.normal(size=40), dtype=jnp.float32)
    params = jnp.log(jnp.array([1.0, 1.0]))
    for step in range(8):
        params, l = gd_step(params, s, v, warmup_scale(step, WARMUP))
    print("vmax, km =", np.round(np.exp(np.asarray(params)), 3), "loss", float(l))


if __name__ == "__main__":
    main()
