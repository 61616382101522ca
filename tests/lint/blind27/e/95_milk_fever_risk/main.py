import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from model import MilkFeverRisk

rng = np.random.default_rng(95)
# parity, DCAD of close-up ration, calcium intake, BCS, age, previous milk fever
X = rng.normal(size=(128, 6)).astype(np.float32)
y = (X[:, 0] - X[:, 1] > 0.8).astype(np.float32)
model = MilkFeverRisk(jax.random.PRNGKey(0))
opt = optax.adam(3e-3)
opt_state = opt.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def hypocalcaemia_step(model, opt_state, x, y, key):
    keys = jax.random.split(key, x.shape[0])

    def loss_fn(m):
        logits = jax.vmap(m)(x, keys)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


key = jax.random.PRNGKey(1)
for epoch in range(5):
    for b in range(0, 128, 32):
        key, sub = jax.random.split(key)
        model, opt_state, loss = hypocalcaemia_step(model, opt_state, X[b:b + 32], y[b:b + 32], sub)
    print(epoch, round(float(loss), 4))
