import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import FitConfig

PIX = jnp.arange(-10, 11, dtype=jnp.float32)


def line_profile(params):
    return params["amp"] * jnp.exp(-0.5 * ((PIX - params["center"]) / jnp.exp(params["log_sigma"])) ** 2)


@functools.partial(jax.jit, static_argnames=("lr",))
def sgd_step(params, data, lr):
    loss, grads = jax.value_and_grad(lambda p: jnp.sum((line_profile(p) - data) ** 2))(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def fit_arc_line(data, cfg):
    params = {"amp": jnp.float32(1.0), "center": jnp.float32(0.0), "log_sigma": jnp.float32(0.5)}
    for epoch in range(cfg.epochs):
        lr = cfg.lr_for_epoch(epoch)
        for _ in range(cfg.steps_per_epoch):
            params, loss = sgd_step(params, data, lr=lr)
        print(f"epoch {epoch} lr={lr:.4f} loss={float(loss):.5f}")
    return params


if __name__ == "__main__":
    rng = np.random.default_rng(2)
    arc = 1.3 * np.exp(-0.5 * ((np.arange(-10, 11) - 0.7) / 1.8) ** 2) + 0.01 * rng.normal(size=21)
    fit_arc_line(jnp.asarray(arc, jnp.float32), FitConfig())
