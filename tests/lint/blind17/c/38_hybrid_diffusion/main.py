import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import HybridColumn, anneal_physics


@eqx.filter_jit
def train_step(model, opt_state, t0, t1):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(t0) - t1) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


nz = 20
model = HybridColumn(nz, jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))

t0 = jax.random.normal(jax.random.PRNGKey(1), (32, nz))
t1 = 0.9 * t0
for epoch in range(4):
    for _ in range(2):
        model, opt_state, loss = train_step(model, opt_state, t0, t1)
    model = anneal_physics(model, 0.7)
    print(epoch, float(loss), model.diffusivity)
