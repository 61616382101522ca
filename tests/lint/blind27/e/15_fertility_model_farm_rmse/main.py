import jax
import jax.numpy as jnp
import optax

from data import herd_table, FARM_SIZES
from model import forward

x_train, y_train = herd_table(256, seed=0)
params = forward.init(jax.random.PRNGKey(0), x_train[:1])
opt = optax.adam(1e-2)
opt_state = opt.init(params)


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward.apply(p, x) - y) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def farm_rmse(params, x, y):
    return jnp.sqrt(jnp.mean((forward.apply(params, x) - y) ** 2))


for step in range(100):
    params, opt_state, loss = fit_step(params, opt_state, x_train, y_train)

for i, (farm, n) in enumerate(FARM_SIZES.items()):
    x, y = herd_table(n, seed=100 + i)
    print(farm, "RMSE", round(float(farm_rmse(params, x, y)), 3))
