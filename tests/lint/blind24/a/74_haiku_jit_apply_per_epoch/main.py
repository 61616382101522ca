import numpy as np
import jax
import jax.numpy as jnp
import optax
from model import resp_net
from evaluate import validation_mae

# flank-motion video features -> respiratory rate (breaths/min, standardised) in heat-stressed calves
rng = np.random.default_rng(59)
x = rng.normal(size=(200, 10)).astype(np.float32)
y = (x[:, :3] @ np.array([0.7, 0.2, -0.4])).astype(np.float32)
params = resp_net.init(jax.random.PRNGKey(1), x[:1])
tx = optax.adam(5e-3)
opt_state = tx.init(params)


@jax.jit
def resp_train_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((resp_net.apply(p, xb) - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(5):
    params, opt_state, loss = resp_train_step(params, opt_state, x[:160], y[:160])
    print(epoch, float(loss), validation_mae(params, x[160:], y[160:]))
