import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from losses import latitude_weights, weighted_mse


@eqx.filter_jit
def train_step(model, opt_state, x, y, weights):
    def objective(m):
        return weighted_mse(jax.vmap(jax.vmap(m))(x), y, weights)

    loss, grads = eqx.filter_value_and_grad(objective)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


nlat, nlon, nvar = 16, 32, 3
lats = jnp.linspace(-87.5, 87.5, nlat)
weights = latitude_weights(lats)
model = eqx.nn.Linear(nvar, nvar, key=jax.random.PRNGKey(0))
optim = optax.adam(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_array))

x = jax.random.normal(jax.random.PRNGKey(1), (nlat, nlon, nvar))
y = x[..., ::-1]
for step in range(5):
    model, opt_state, loss = train_step(model, opt_state, x, y, weights)
    print(step, float(loss))
