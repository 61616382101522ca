import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import SeenStudentsEval

rng = np.random.default_rng(0)
w_true = rng.normal(size=6)


@jax.jit
def online_logreg(w, x, y):
    g = jax.grad(lambda w: optax.sigmoid_binary_cross_entropy(x @ w, y).mean())(w)
    return w - 0.5 * g


w = jnp.zeros(6)
cb = SeenStudentsEval()
for cohort in range(5):
    x = rng.normal(size=(40, 6)).astype(np.float32)
    y = (x @ w_true + rng.normal(size=40) > 0).astype(np.float32)
    for _ in range(20):
        w = online_logreg(w, x, y)
    print(f"cohort {cohort}: AUC on all seen students {cb.on_cohort_end(w, x, y):.3f}")
