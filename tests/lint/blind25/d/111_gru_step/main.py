import equinox as eqx
import jax
import numpy as np
import optax
from model import ClauseGRU

model = ClauseGRU(jax.random.PRNGKey(0))
opt = optax.adam(3e-3)
state = opt.init(eqx.filter(model, eqx.is_array))

@eqx.filter_jit
def gru_step(model, state, ids, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(ids), y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), state, loss

rng = np.random.default_rng(0)
for step in range(5):
    ids = rng.integers(0, 300, size=(16, 12)).astype(np.int32)
    y = rng.integers(0, 2, size=16).astype(np.int32)
    model, state, loss = gru_step(model, state, ids, y)
    print(step, float(loss))
