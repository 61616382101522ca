import jax
import jax.numpy as jnp
import optax

from callbacks import FidelityMonitor
from circuit import ansatz

N = 3
LAYERS = 3


def ghz(n):
    v = jnp.zeros(2 ** n).at[0].set(1.0).at[-1].set(1.0)
    return v / jnp.sqrt(2.0)


TARGET = ghz(N)
tx = optax.adam(0.1)


@jax.jit
def train_step(params, opt_state):
    def infidelity(p):
        return 1.0 - jnp.abs(jnp.vdot(TARGET, ansatz(p, N))) ** 2

    loss, g = jax.value_and_grad(infidelity)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = 0.2 * jax.random.normal(jax.random.PRNGKey(2), (LAYERS, N))
    opt_state = tx.init(params)
    monitor = FidelityMonitor(TARGET, N)
    for step in range(10):
        params, opt_state, loss = train_step(params, opt_state)
        monitor(step, params)


if __name__ == "__main__":
    main()
