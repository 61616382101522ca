import jax
import jax.numpy as jnp


def make_simulator(stiffness, n_steps=200, dt=0.01):
    @jax.jit
    def simulate(x0):
        def body(state, _):
            x, v = state
            lap = jnp.roll(x, 1) - 2 * x + jnp.roll(x, -1)
            v = v + dt * stiffness * lap
            x = x + dt * v
            return (x, v), x[0]

        _, probe = jax.lax.scan(body, (x0, jnp.zeros_like(x0)), None, length=n_steps)
        return probe

    return simulate
