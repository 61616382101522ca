import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import PHASES
from optim import make_optimizer

T = jnp.arange(40, dtype=jnp.float32)
CASES = jnp.asarray(np.random.default_rng(1).poisson(5 * np.exp(0.07 * np.arange(40))), dtype=jnp.float32)

optimizer = make_optimizer(PHASES)


def nll(theta):
    mu = jnp.exp(theta[0] + theta[1] * T)
    return jnp.mean(mu - CASES * jnp.log(mu))


@jax.jit
def step(theta, opt_state):
    loss, g = jax.value_and_grad(nll)(theta)
    updates, opt_state = optimizer.update(g, opt_state, theta)
    return optax.apply_updates(theta, updates), opt_state, loss


if __name__ == "__main__":
    theta = jnp.array([1.0, 0.02])
    opt_state = optimizer.init(theta)
    for phase in PHASES:
        for _ in range(phase["steps"]):
            theta, opt_state, loss = step(theta, opt_state)
        print(f"{phase['name']:7s} loss {float(loss):.4f} growth {float(theta[1]):.4f}")
