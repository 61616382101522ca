import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_params, ssh_anomaly
from plateau import Plateau

tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@jax.jit
def lead_ssh_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((ssh_anomaly(p, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


rng = np.random.default_rng(7)
x = jnp.asarray(rng.normal(0, 1, (256, 3)), jnp.float32)
y = jnp.asarray(0.1 * np.asarray(x[:, 0]) - 0.05 * np.asarray(x[:, 2]) ** 2, jnp.float32)
params = init_params(jax.random.PRNGKey(0))
opt_state = tx.init(params)
plateau = Plateau(factor=0.5, patience=1)
for epoch in range(6):
    for _ in range(10):
        params, opt_state, loss = lead_ssh_step(params, opt_state, x, y)
    new_lr = plateau.step(float(loss), float(opt_state.hyperparams["learning_rate"]))
    opt_state.hyperparams["learning_rate"] = new_lr
    print(f"epoch {epoch}: loss {float(loss):.6f}, lr {new_lr:.2e}")
