import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

LOG_EVERY = 5


def probit_nll(beta, X, y):
    z = X @ beta
    return -jnp.mean(y * norm.logcdf(z) + (1 - y) * norm.logcdf(-z))


@jax.jit
def sgd_step(beta, X, y, lr=0.5):
    loss, g = jax.value_and_grad(probit_nll)(beta, X, y)
    return beta - lr * g, loss


def maybe_log(step, loss):
    if step % LOG_EVERY == 0:
        print(f"step {step}: nll {float(loss):.4f}")
