from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import sigmoid_focal_loss

GAMMA = 2.0
tx = optax.adam(1e-2)


def train_step(params, opt_state, feats, targets, loss_fn):
    def objective(p):
        logits = feats @ p["w"] + p["b"]
        return loss_fn(logits, targets)

    loss, grads = jax.value_and_grad(objective)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    # anchor features and sparse positive labels (most anchors are background)
    feats = rng.normal(size=(64, 20, 12)).astype(np.float32)
    targets = (rng.random(size=(64, 20, 3)) < 0.05).astype(np.float32)
    params = {"w": jnp.zeros((12, 3)), "b": jnp.full((3,), -2.0, jnp.float32)}
    opt_state = tx.init(params)

    for epoch in range(5):
        loss_fn = partial(sigmoid_focal_loss, gamma=GAMMA)
        step = jax.jit(partial(train_step, loss_fn=loss_fn))
        for i in range(0, 64, 16):
            params, opt_state, loss = step(params, opt_state, feats[i:i + 16], targets[i:i + 16])
        print(f"epoch {epoch}: focal loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
