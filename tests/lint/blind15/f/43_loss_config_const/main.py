import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import LossConfig, smoothing_for_epoch
from losses import loss_and_grad

EPOCHS = 4
tx = optax.sgd(0.1)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    cfg = LossConfig()
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((8, cfg.num_classes)), "b": jnp.zeros(cfg.num_classes)}
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        smoothing = smoothing_for_epoch(cfg, epoch, EPOCHS)
        for _ in range(3):
            x = rng.normal(size=(16, 8)).astype(np.float32)
            y = rng.integers(0, cfg.num_classes, size=16).astype(np.int32)
            loss, grads = loss_and_grad(params, x, y, smoothing, cfg=cfg)
            params, opt_state = apply_grads(params, opt_state, grads)
        print(epoch, smoothing, float(loss))


if __name__ == "__main__":
    main()
