import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from model import SmoothLandModel

optim = optax.adam(3e-3)

@eqx.filter_jit
def stage_step(model, opt_state, x, y):
    def loss_fn(m):
        reg = sum(jnp.sum(l.weight ** 2) for l in m.mlp.layers)
        return jnp.mean((m(x) - y) ** 2) + m.penalty * reg
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss

def run():
    kx, km = jax.random.split(jax.random.PRNGKey(1))
    x = jax.random.normal(kx, (128, 4))
    y = jnp.cos(x[:, 0]) + 0.3 * x[:, 1] ** 2
    model = SmoothLandModel(eqx.nn.MLP(4, 1, 24, 2, key=km), 1e-2)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for stage, pen in enumerate([1e-2, 3e-3, 1e-3]):
        model = eqx.tree_at(lambda m: m.penalty, model, pen)
        for _ in range(15):
            model, opt_state, loss = stage_step(model, opt_state, x, y)
        print(stage, float(loss))

run()
