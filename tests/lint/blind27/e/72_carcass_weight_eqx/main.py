import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from model import CarcassWeightModel


@eqx.filter_jit
def carcass_step(model, x, y):
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -0.05 * t, g)), loss


rng = np.random.default_rng(72)
# live weight, ultrasound rib-eye area, back fat, days on feed (standardized)
X = rng.normal(size=(96, 4)).astype(np.float32)
y = (X @ np.array([0.7, 0.3, 0.1, 0.2]) + 0.05).astype(np.float32)
model = CarcassWeightModel(4, "angus", jax.random.PRNGKey(0))
for epoch in range(5):
    for b in range(0, 96, 24):
        model, loss = carcass_step(model, X[b:b + 24], y[b:b + 24])
    print(epoch, model.breed, round(float(loss), 4))
