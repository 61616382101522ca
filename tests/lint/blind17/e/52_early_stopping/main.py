import jax
import jax.numpy as jnp
import numpy as np

from early_stopping import PlateauWatcher

rng = np.random.default_rng(2)
X = rng.normal(size=(300, 6)).astype(np.float32)
y = X @ rng.normal(size=6).astype(np.float32) + 0.5 * rng.normal(size=300).astype(np.float32)
X_tr, y_tr, X_va, y_va = X[:240], y[:240], X[240:], y[240:]


@jax.jit
def epoch_update(w, X, y):
    g = jax.grad(lambda w: jnp.mean((X @ w - y) ** 2))(w)
    return w - 0.1 * g


@jax.jit
def val_loss(w, X, y):
    return jnp.mean((X @ w - y) ** 2)


w = jnp.zeros(6)
watcher = PlateauWatcher()
for epoch in range(30):
    w = epoch_update(w, X_tr, y_tr)
    vl = val_loss(w, X_va, y_va)
    if watcher.step(vl):
        print(f"stopping at epoch {epoch}, val loss {float(vl):.4f}")
        break
else:
    print(f"finished, val loss {float(vl):.4f}")
