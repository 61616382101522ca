from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import make_optimizer, lr_for_window

RISK_AVERSION = 3.0


def objective(logits, mu, cov):
    w = jax.nn.softmax(logits)
    return -(w @ mu) + 0.5 * RISK_AVERSION * w @ cov @ w


@partial(jax.jit, static_argnums=(0,))
def opt_step(tx, logits, opt_state, mu, cov):
    loss, g = jax.value_and_grad(objective)(logits, mu, cov)
    updates, opt_state = tx.update(g, opt_state, logits)
    return optax.apply_updates(logits, updates), opt_state, loss


def main():
    rng = np.random.default_rng(7)
    n_assets = 5
    logits = jnp.zeros(n_assets)
    for window in range(4):
        r = rng.standard_normal((60, n_assets)).astype(np.float32) * 0.01 + 0.0005
        mu, cov = jnp.asarray(r.mean(0)), jnp.asarray(np.cov(r, rowvar=False).astype(np.float32))
        tx = make_optimizer(lr_for_window(window))
        opt_state = tx.init(logits)
        for _ in range(5):
            logits, opt_state, loss = opt_step(tx, logits, opt_state, mu, cov)
        print(window, float(loss), np.round(np.asarray(jax.nn.softmax(logits)), 3))


if __name__ == "__main__":
    main()
