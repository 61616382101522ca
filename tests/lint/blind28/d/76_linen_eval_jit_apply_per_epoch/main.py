import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import evaluate
from model import MeltPondNet

rng = np.random.default_rng(0)
x = rng.uniform(0.05, 0.9, (300, 4)).astype(np.float32)
y = np.clip(1.2 * (x[:, 0] - x[:, 3]) + 0.3, 0, 1).astype(np.float32)
model = MeltPondNet()
params = model.init(jax.random.PRNGKey(0), x[:1])
tx = optax.adam(3e-3)
opt_state = tx.init(params)


@jax.jit
def fit_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(5):
    for b in range(0, 240, 60):
        params, opt_state, loss = fit_step(params, opt_state, x[b:b + 60], y[b:b + 60])
    print(f"epoch {epoch}: val MAE {evaluate(model, params, x[240:], y[240:]):.4f}")
