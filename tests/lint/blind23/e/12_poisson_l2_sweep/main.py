import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(9)
n, d = 600, 12
X = rng.normal(size=(n, d)).astype(np.float32)
true_w = np.where(np.arange(d) < 4, 0.4, 0.0)
y = rng.poisson(np.exp(-1.0 + X @ true_w)).astype(np.float32)
X_tr, y_tr, X_va, y_va = X[:480], y[:480], X[480:], y[480:]


def penalised_nll(w, X, y, l2):
    eta = X @ w["beta"] + w["b0"]
    return jnp.mean(jnp.exp(eta) - y * eta) + l2 * jnp.sum(w["beta"] ** 2)


opt = optax.adam(0.05)


def fit(l2, steps=150):
    def step(w, s, _):
        g = jax.grad(penalised_nll)(w, X_tr, y_tr, l2)
        u, s = opt.update(g, s)
        return (optax.apply_updates(w, u), s), None

    w = {"beta": jnp.zeros(d), "b0": jnp.zeros(())}
    (w, _), _ = jax.lax.scan(lambda c, x: step(*c, x), (w, opt.init(w)), None, length=steps)
    return w


@jax.jit
def fit_and_validate(l2):
    w = fit(l2)
    eta = X_va @ w["beta"] + w["b0"]
    return jnp.mean(jnp.exp(eta) - y_va * eta)


for l2 in [0.0, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1]:
    print(f"l2={l2:<6} validation NLL {float(fit_and_validate(l2)):.4f}")
