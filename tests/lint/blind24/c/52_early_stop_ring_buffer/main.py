import numpy as np
import jax
import jax.numpy as jnp
import optax
from callbacks import TrendStopper

rng = np.random.default_rng(2)
X = rng.normal(size=(240, 5)).astype(np.float32)
y = (X @ rng.normal(size=5)).astype(np.float32)
tx = optax.sgd(0.05)
w = jnp.zeros(5)
state = tx.init(w)


@jax.jit
def vacancy_fit_epoch(w, state, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    upd, state = tx.update(g, state)
    return optax.apply_updates(w, upd), state


@jax.jit
def vacancy_val(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


stopper = TrendStopper()
for epoch in range(9):
    w, state = vacancy_fit_epoch(w, state, X[:200], y[:200])
    vl = float(vacancy_val(w, X[200:], y[200:]))
    print(epoch, round(vl, 4), stopper.on_epoch_end(epoch, vl))
