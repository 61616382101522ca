import jax
import jax.numpy as jnp
import numpy as np

from metrics import f1_at, tune_threshold

rng = np.random.default_rng(11)
X = rng.normal(size=(600, 5)).astype(np.float32)
logit = X @ np.array([1.5, -2.0, 0.7, 0.0, 0.3], np.float32) - 1.5
y = (rng.random(600) < 1 / (1 + np.exp(-logit))).astype(np.int32)


@jax.jit
def fit_logreg(X, y, n_iter=200):
    def body(_, wb):
        w, b = wb
        p = jax.nn.sigmoid(X @ w + b)
        return w - 0.5 * X.T @ (p - y) / len(y), b - 0.5 * jnp.mean(p - y)

    return jax.lax.fori_loop(0, n_iter, body, (jnp.zeros(X.shape[1]), jnp.zeros(())))


w, b = fit_logreg(X[:400], y[:400])
probs = jax.nn.sigmoid(X[400:] @ w + b)
y_hold = y[400:]

print(f"F1 @ 0.5: {float(f1_at(probs, y_hold, 0.5)):.3f}")
best_t, best_f1 = tune_threshold(probs, y_hold)
print(f"best threshold {best_t:.2f}: F1 {best_f1:.3f}")
