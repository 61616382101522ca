import functools

import jax.numpy as jnp
import numpy as np

from losses import huber_loss, quantile_loss
from train import train_step

EXPERIMENT = {"loss": "quantile", "quantile": 0.9, "huber_delta": 1.0, "steps": 6}


def resolve_loss(cfg):
    if cfg["loss"] == "quantile":
        return functools.partial(quantile_loss, q=cfg["quantile"])
    return functools.partial(huber_loss, delta=cfg["huber_delta"])


def main(cfg=EXPERIMENT):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x @ np.ones(4) + rng.standard_t(3, size=64)).astype(np.float32)
    w = jnp.zeros(4)
    loss_fn = resolve_loss(cfg)
    for step in range(cfg["steps"]):
        w, loss = train_step(w, x, y, 0.05, loss_fn=loss_fn)
        print(step, float(loss))


if __name__ == "__main__":
    main()
