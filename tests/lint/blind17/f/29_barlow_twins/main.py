import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import LossConfig


def barlow_loss(params, x1, x2, cfg: LossConfig):
    z1 = jnp.tanh(x1 @ params["w"]) @ params["proj"]
    z2 = jnp.tanh(x2 @ params["w"]) @ params["proj"]
    z1 = (z1 - z1.mean(0)) / (z1.std(0) + 1e-5)
    z2 = (z2 - z2.mean(0)) / (z2.std(0) + 1e-5)
    c = z1.T @ z2 / x1.shape[0]
    on = ((jnp.diagonal(c) - 1.0) ** 2).sum()
    off = (c ** 2).sum() - (jnp.diagonal(c) ** 2).sum()
    warm = min(1.0, (cfg.epoch + 1) / cfg.total_epochs)
    return cfg.scale * (on + warm * cfg.lambd * off)


tx = optax.lars(0.1)


@partial(jax.jit, static_argnames=("cfg",))
def train_step(params, opt_state, x1, x2, cfg):
    loss, grads = jax.value_and_grad(barlow_loss)(params, x1, x2, cfg)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    cfg = LossConfig()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (10, 24)) * 0.2, "proj": jax.random.normal(k2, (24, cfg.proj_dim)) * 0.2}
    opt_state = tx.init(params)
    for epoch in range(cfg.total_epochs):
        cfg = dataclasses.replace(cfg, epoch=epoch)
        for _ in range(3):
            x = rng.normal(size=(32, 10)).astype(np.float32)
            x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            x2 = x * rng.uniform(0.8, 1.2, size=(32, 1)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, x1, x2, cfg=cfg)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
