from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import HergClassifier

model = HergClassifier()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("deterministic",))
def herg_loss(params, x, y, key, deterministic):
    logits = model.apply(params, x, deterministic, rngs={"dropout": key})
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@jax.jit
def herg_update(params, opt_state, x, y, key):
    loss, grads = jax.value_and_grad(herg_loss)(params, x, y, key, deterministic=False)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 32)).astype(np.float32)
    y = (x[:, :4].sum(1) > 0).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:256], y[:256], x[256:], y[256:]
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:2], True)
    opt_state = tx.init(params)
    for epoch in range(4):
        for b in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = herg_update(params, opt_state, x_tr[b:b + 64], y_tr[b:b + 64], sub)
        val_drop = herg_loss(params, x_va, y_va, sub, deterministic=False)
        val = herg_loss(params, x_va, y_va, sub, deterministic=True)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(val):.4f} (mc {float(val_drop):.4f})")


if __name__ == "__main__":
    main()
