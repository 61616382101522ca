import equinox as eqx
import jax
import jax.numpy as jnp
from model import LandPriceNet
from train import eqx_train_step, optim

key = jax.random.PRNGKey(0)
kx, km = jax.random.split(key)
x = jax.random.normal(kx, (128, 4))
y = jnp.sin(x[:, 0]) + 0.5 * x[:, 1] - 0.2 * x[:, 2] * x[:, 3]
model = LandPriceNet(km, 1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for stage, pen in enumerate([1e-2, 3e-3, 1e-3]):
    model = eqx.tree_at(lambda m: m.penalty, model, jnp.asarray(pen, dtype=jnp.float32))
    for step in range(15):
        model, opt_state, loss = eqx_train_step(model, opt_state, x, y)
    print(stage, float(loss))
