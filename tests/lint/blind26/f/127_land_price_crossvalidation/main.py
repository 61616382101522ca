import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

@eqx.filter_jit
def cv_train_step(model, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.05 * g, grads)), loss

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 5)).astype(np.float32)
y = np.tanh(X[:, 0] + 0.5 * X[:, 1]).astype(np.float32)
folds = np.array_split(np.arange(200), 4)
for k, va in enumerate(folds):
    tr = np.setdiff1d(np.arange(200), va)
    model = eqx.nn.MLP(5, 1, 24, 2, activation=jax.nn.gelu, key=jax.random.PRNGKey(k))
    for _ in range(20):
        model, loss = cv_train_step(model, X[tr], y[tr])
    print(k, float(loss))
