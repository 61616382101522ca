import jax
import jax.numpy as jnp
import numpy as np
import optax

from cv import kfold_indices

K = 4
rng = np.random.default_rng(0)
X = rng.normal(size=(400, 7)).astype(np.float32)
y = (X[:, 0] - X[:, 3] + 0.3 * rng.normal(size=400) > 0).astype(np.float32)


def run_fold(X_tr, y_tr, X_va, y_va, epochs=30):
    tx = optax.adam(0.05)

    @jax.jit
    def step(params, opt_state):
        def loss_fn(p):
            return optax.sigmoid_binary_cross_entropy(X_tr @ p["w"] + p["b"], y_tr).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    params = {"w": jnp.zeros(X_tr.shape[1]), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for _ in range(epochs):
        params, opt_state, loss = step(params, opt_state)
    acc = jnp.mean(((X_va @ params["w"] + params["b"]) > 0) == (y_va > 0.5))
    return float(acc)


scores = []
for fold, (tr, va) in enumerate(kfold_indices(len(X), K)):
    scores.append(run_fold(X[tr], y[tr], X[va], y[va]))
    print(f"fold {fold}: acc {scores[-1]:.3f}")
print(f"cv mean acc {np.mean(scores):.3f}")
