import jax
import jax.numpy as jnp
import numpy as np
import optax

import model
from features import build_features

LOOKBACK, N_STORES, N_DAYS = 28, 16, 240
rng = np.random.default_rng(1)
sales = rng.poisson(20, size=(N_STORES, N_DAYS)).astype(np.float32)

params = model.init(jax.random.PRNGKey(0), LOOKBACK)
tx = optax.sgd(1e-5)
opt_state = tx.init(params)


def loss_fn(params, feats, target):
    return jnp.mean((model.predict(params, feats) - target) ** 2)


@jax.jit
def update(params, opt_state, feats, target):
    loss, g = jax.value_and_grad(loss_fn)(params, feats, target)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for day0 in range(0, N_DAYS - LOOKBACK - 1, 14):
    feats = build_features(sales, day0, LOOKBACK)
    target = sales[:, day0 + LOOKBACK]
    params, opt_state, loss = update(params, opt_state, feats, target)
print("final loss", float(loss))
