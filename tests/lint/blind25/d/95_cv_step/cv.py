import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import make_model

opt = optax.adam(1e-2)

@eqx.filter_jit
def cv_step(model, state, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x), y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), state, loss

def crossval(x, y, k=5, epochs=10):
    folds = np.array_split(np.arange(len(x)), k)
    out = []
    for i in range(k):
        tr = np.concatenate([f for j, f in enumerate(folds) if j != i])
        model = make_model(jax.random.PRNGKey(i), x.shape[1])
        state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(epochs):
            model, state, loss = cv_step(model, state, x[tr], y[tr])
        out.append(float(loss))
    return out
