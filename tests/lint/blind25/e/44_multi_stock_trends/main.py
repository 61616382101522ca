import numpy as np
import jax
import jax.numpy as jnp
from stocks import load_stocks

def stock_nll(theta, log_idx, mask):
    t = jnp.arange(log_idx.shape[0], dtype=jnp.float32)
    pred = theta[0] + theta[1] * t
    return jnp.sum(mask * (log_idx - pred) ** 2)

def joint_nll(thetas, log_idx, mask):
    return jnp.sum(jax.vmap(stock_nll)(thetas, log_idx, mask))

@jax.jit
def joint_fit_step(thetas, log_idx, mask):
    loss, g = jax.value_and_grad(joint_nll)(thetas, log_idx, mask)
    return thetas - 1e-4 * g, loss

idx, mask = load_stocks(np.random.default_rng(28))
thetas = jnp.zeros((idx.shape[0], 2))
for it in range(50):
    thetas, loss = joint_fit_step(thetas, idx, mask)
print(np.round(np.asarray(thetas), 4), float(loss))
