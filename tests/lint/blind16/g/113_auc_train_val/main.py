import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import roc_auc

rng = np.random.default_rng(98)
F = 8
w_true = rng.normal(size=F)


def make_split(n):
    X = rng.normal(size=(n, F)).astype(np.float32)
    y = (X @ w_true + rng.normal(0, 2, n) > 1.5).astype(np.float32)
    return X, y


X_tr, y_tr = make_split(800)
X_va, y_va = make_split(200)
params = jnp.zeros(F)
tx = optax.adam(0.05)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state):
    loss, g = jax.value_and_grad(lambda w: optax.sigmoid_binary_cross_entropy(X_tr @ w, y_tr).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(4):
    for _ in range(10):
        params, opt_state, loss = step(params, opt_state)
    auc_tr = float(roc_auc(X_tr @ params, y_tr))
    auc_va = float(roc_auc(X_va @ params, y_va))
    print(f"epoch {epoch}: loss={float(loss):.4f} auc train={auc_tr:.3f} val={auc_va:.3f}")
