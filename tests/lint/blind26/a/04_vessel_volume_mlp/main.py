import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from loader import profile_batches


@eqx.filter_jit
def make_step(model, opt_state, x, y):
    def loss_fn(m):
        pred = jax.vmap(m)(x)
        return jnp.mean((pred[:, 0] - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(1)
# rim diameter, wall thickness, height, base width -> estimated vessel volume
features = rng.uniform(0.5, 2.0, size=(150, 4)).astype(np.float32)
volume = (features[:, 0] ** 2 * features[:, 2] * 0.8 - 0.1 * features[:, 1]).astype(np.float32)

model = eqx.nn.MLP(4, 1, 32, 2, key=jax.random.PRNGKey(2))
optim = optax.adam(3e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))

for epoch in range(4):
    for xb, yb in profile_batches(features, volume, 32, seed=epoch):
        model, opt_state, loss = make_step(model, opt_state, xb, yb)
    print(f"epoch {epoch} loss {float(loss):.4f}")
