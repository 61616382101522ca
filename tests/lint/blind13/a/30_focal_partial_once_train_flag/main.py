from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import sigmoid_focal_loss

GAMMA = 2.0
tx = optax.adam(1e-2)


def head(params, feats, key, train):
    if train:
        keep = jax.random.bernoulli(key, 0.9, feats.shape)
        feats = jnp.where(keep, feats / 0.9, 0.0)
    return feats @ params["w"] + params["b"]


def train_step(params, opt_state, key, feats, targets, loss_fn):
    def objective(p):
        return loss_fn(head(p, feats, key, train=True), targets)

    loss, grads = jax.value_and_grad(objective)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@partial(jax.jit, static_argnames=("train",))
def batch_loss(params, key, feats, targets, train):
    return sigmoid_focal_loss(head(params, feats, key, train), targets, gamma=GAMMA)


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(64, 20, 12)).astype(np.float32)
    targets = (rng.random(size=(64, 20, 3)) < 0.05).astype(np.float32)
    params = {"w": jnp.zeros((12, 3)), "b": jnp.full((3,), -2.0, jnp.float32)}
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(0)

    loss_fn = partial(sigmoid_focal_loss, gamma=GAMMA)
    step = jax.jit(partial(train_step, loss_fn=loss_fn))
    for epoch in range(5):
        for i in range(0, 48, 16):
            key, sub = jax.random.split(key)
            params, opt_state, loss = step(params, opt_state, sub, feats[i:i + 16], targets[i:i + 16])
        # same batch with and without dropout: gap shows how much dropout hurts the fit
        noisy = batch_loss(params, key, feats[48:], targets[48:], train=True)
        clean = batch_loss(params, key, feats[48:], targets[48:], train=False)
        print(f"epoch {epoch}: train {float(loss):.4f} held-out {float(clean):.4f} "
              f"(with dropout {float(noisy):.4f})")


if __name__ == "__main__":
    main()
