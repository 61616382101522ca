import jax
import jax.numpy as jnp
import numpy as np

from evaluation import evaluate

rng = np.random.default_rng(9)
X = rng.normal(size=(240, 4)).astype(np.float32)
y = (X @ np.array([1.0, 2.0, -1.0, 0.0]) + rng.standard_t(3, 240)).astype(np.float32)
X_tr, y_tr, X_va, y_va = X[:160], y[:160], X[160:], y[160:]


@jax.jit
def gd(params, X, y):
    g = jax.grad(lambda p: jnp.mean(jnp.abs(X @ p["w"] + p["b"] - y)))(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, g)


def mean_absolute_error(pred, target):
    return jnp.mean(jnp.abs(pred - target))


params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
for epoch in range(5):
    for _ in range(20):
        params = gd(params, X_tr, y_tr)
    mae = evaluate(params, X_va, y_va, metric=mean_absolute_error)
    print(f"epoch {epoch} val MAE {float(mae):.4f}")
