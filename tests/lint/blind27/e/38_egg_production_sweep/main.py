import numpy as np
import jax
import jax.numpy as jnp
import optax

from config import HIDDEN_SIZES, EPOCHS, LEARNING_RATE
from model import EggProductionNet

rng = np.random.default_rng(38)
# layer flock: age (wk), house temp, light hours, feed Ca %, flock size
X = rng.normal(size=(150, 5)).astype(np.float32)
y = (0.9 - 0.1 * X[:, 0] ** 2 + 0.05 * X[:, 2]).astype(np.float32)
tx = optax.adam(LEARNING_RATE)


@jax.jit
def lay_rate_step(params, opt_state, x, y):
    model = EggProductionNet(hidden=params["params"]["Dense_0"]["kernel"].shape[1])
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for hidden in HIDDEN_SIZES:
    params = EggProductionNet(hidden).init(jax.random.PRNGKey(0), X[:1])
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        params, opt_state, loss = lay_rate_step(params, opt_state, X, y)
    print("hidden", hidden, "loss", round(float(loss), 4))
