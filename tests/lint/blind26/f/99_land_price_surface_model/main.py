import jax
import jax.numpy as jnp
import optax
from model import SurfaceNet
from evaluate import evaluate

CFG = {"hidden": 32, "lr": 1e-2}
key = jax.random.PRNGKey(0)
coords = jax.random.uniform(key, (256, 2), minval=-1, maxval=1)
values = jnp.exp(-3 * jnp.sum((coords - 0.2) ** 2, axis=1))
model = SurfaceNet(hidden=CFG["hidden"])
variables = model.init(key, coords[:1])
tx = optax.adam(CFG["lr"])
opt_state = tx.init(variables)

@jax.jit
def surface_step(variables, opt_state):
    l, g = jax.value_and_grad(lambda v: jnp.mean((model.apply(v, coords) - values) ** 2))(variables)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(variables, upd), opt_state, l

for epoch in range(4):
    for _ in range(25):
        variables, opt_state, l = surface_step(variables, opt_state)
    print(epoch, float(l), evaluate(variables, coords, values, CFG))
