import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model

opt = optax.adam(3e-3)


@eqx.filter_jit
def cv_train_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, l


rng = np.random.default_rng(24)
X = rng.normal(size=(200, 9)).astype(np.float32)
y = (X[:, :3].sum(1) + 0.3 * rng.normal(size=200)).astype(np.float32)
folds = np.array_split(np.arange(200), 5)

for k, test_idx in enumerate(folds):
    train_idx = np.setdiff1d(np.arange(200), test_idx)
    model = build_model(jax.random.PRNGKey(k))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for it in range(20):
        model, opt_state, l = cv_train_step(model, opt_state, X[train_idx], y[train_idx])
    print("fold", k, "train mse", round(float(l), 4))
