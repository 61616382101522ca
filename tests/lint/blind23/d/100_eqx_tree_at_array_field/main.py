import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import CalibratedGrader

opt = optax.adam(5e-3)


@eqx.filter_jit
def grader_fit(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, u), opt_state, loss


rng = np.random.default_rng(0)
X = rng.normal(size=(128, 9)).astype(np.float32)
Y = np.digitize(X[:, 0] + X[:, 1], [-1, 0, 1]).astype(np.int32)
model = CalibratedGrader(9, 4, jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    model = eqx.tree_at(lambda m: m.temperature, model, jnp.array(1.0 + 0.25 * epoch, jnp.float32))
    model, opt_state, loss = grader_fit(model, opt_state, X, Y)
    print(epoch, float(model.temperature), float(loss))
