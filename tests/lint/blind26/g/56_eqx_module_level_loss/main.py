import numpy as np
import equinox as eqx
import jax
import optax

from losses import weighted_ce

opt = optax.adam(1e-3)


@eqx.filter_jit
def step(model, opt_state, x, y, criterion):
    loss, grads = eqx.filter_value_and_grad(lambda m: criterion(jax.vmap(m)(x), y))(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(1)
X = rng.normal(size=(128, 20)).astype(np.float32)
Y = rng.integers(0, 4, size=128).astype(np.int32)
model = eqx.nn.MLP(20, 4, 32, 2, key=jax.random.PRNGKey(1))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(3):
    for i in range(0, 128, 32):
        model, opt_state, loss = step(model, opt_state, X[i:i + 32], Y[i:i + 32], weighted_ce)
    print(epoch, float(loss))
