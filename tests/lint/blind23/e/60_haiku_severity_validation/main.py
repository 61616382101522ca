import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model
from evaluate import evaluate

cfg = {"hidden": (16, 16), "lr": 3e-3, "epochs": 5}
rng = np.random.default_rng(15)
X = rng.normal(size=(900, 4)).astype(np.float32)
y = (np.log1p(rng.gamma(2.0, 800.0, 900)) / 8.0 + 0.1 * X[:, 0]).astype(np.float32)
Xtr, ytr, Xva, yva = X[:768], y[:768], X[768:], y[768:]

net = build_model(cfg["hidden"])
params = net.init(jax.random.PRNGKey(0), Xtr[:1])
opt = optax.adam(cfg["lr"])
state = opt.init(params)


@jax.jit
def fit_step(params, state, X, y):
    g = jax.grad(lambda p: jnp.mean((net.apply(p, X) - y) ** 2))(params)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state


for epoch in range(cfg["epochs"]):
    for s in range(0, 768, 128):
        params, state = fit_step(params, state, Xtr[s:s + 128], ytr[s:s + 128])
    print(f"epoch {epoch}: validation mse {evaluate(params, cfg, Xva, yva):.5f}")
