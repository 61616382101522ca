import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import Evaluator
from model import FreeboardNet

rng = np.random.default_rng(1)
x = rng.normal(0, 1, (320, 3)).astype(np.float32)
y = (0.12 + 0.04 * x[:, 1] - 0.03 * x[:, 0]).astype(np.float32)
model = FreeboardNet()
params = model.init(jax.random.PRNGKey(1), x[:1])
tx = optax.sgd(0.05)
opt_state = tx.init(params)
evaluator = Evaluator(model)


@jax.jit
def descend(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(5):
    for b in range(0, 256, 64):
        params, opt_state, loss = descend(params, opt_state, x[b:b + 64], y[b:b + 64])
    print(f"epoch {epoch}: val RMSE {evaluator(params, x[256:], y[256:]):.4f} m")
