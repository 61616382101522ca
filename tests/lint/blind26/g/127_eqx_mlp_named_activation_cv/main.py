import numpy as np
import equinox as eqx
import jax
import optax

opt = optax.adam(3e-3)


def build(key):
    return eqx.nn.MLP(24, 3, 48, 2, activation=jax.nn.gelu, key=key)


@eqx.filter_jit
def cv_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


rng = np.random.default_rng(1)
X = rng.normal(size=(200, 24)).astype(np.float32)   # seal vocalisation features
Y = rng.integers(0, 3, 200).astype(np.int32)
folds = np.array_split(np.arange(200), 4)
for k in range(4):
    tr = np.concatenate([folds[j] for j in range(4) if j != k])
    model = build(jax.random.PRNGKey(k))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for i in range(0, 150, 50):
        model, opt_state, loss = cv_step(model, opt_state, X[tr][i:i + 50], Y[tr][i:i + 50])
    print("fold", k, float(loss))
