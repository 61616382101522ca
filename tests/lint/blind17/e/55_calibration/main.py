import jax
import jax.numpy as jnp
import numpy as np
import optax

from calibration import fit_temperature, nll
from model import init, predict_proba

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 6)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.int32) + (X[:, 2] > 1).astype(np.int32)
X_tr, y_tr, X_cal, y_cal = X[:200], y[:200], X[200:], y[200:]

params = init(jax.random.PRNGKey(0), 6, 3)
tx = optax.adam(0.05)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(X_tr @ p["w"] + p["b"], y_tr).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


for i in range(100):
    params, opt_state, l = step(params, opt_state)

print("uncalibrated NLL:", round(nll(predict_proba(params, X_cal), y_cal), 4))
t = fit_temperature(params, X_cal, y_cal)
print("best T:", t, "calibrated NLL:", round(nll(predict_proba(params, X_cal, temperature=t), y_cal), 4))
