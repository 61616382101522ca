import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import configs

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 12)).astype(np.float32)
w_true = rng.normal(size=12).astype(np.float32)
passed = ((X @ w_true + 0.5 * rng.normal(size=256)) > 0).astype(np.float32)
Xtr, ytr, Xva, yva = X[:192], passed[:192], X[192:], passed[192:]

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


@jax.jit
def dropout_risk_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: optax.sigmoid_binary_cross_entropy(x @ w[:-1] + w[-1], y).mean())(w)
    u, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, u), opt_state, loss


@jax.jit
def val_accuracy(w, x, y):
    return jnp.mean(((x @ w[:-1] + w[-1]) > 0) == (y > 0.5))


for cfg in configs():
    w = jnp.zeros(13)
    opt_state = tx.init(w)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(cfg["learning_rate"], jnp.float32)
    opt_state.hyperparams["weight_decay"] = jnp.asarray(cfg["weight_decay"], jnp.float32)
    for _ in range(30):
        w, opt_state, loss = dropout_risk_step(w, opt_state, Xtr, ytr)
    print(cfg, f"val acc {float(val_accuracy(w, Xva, yva)):.3f}")
