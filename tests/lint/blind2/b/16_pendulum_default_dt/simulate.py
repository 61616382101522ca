import jax
import jax.numpy as jnp


@jax.jit
def simulate(state0, length, dt=0.01):
    g = 9.81

    def step(state, _):
        theta, omega = state
        omega = omega - dt * g / length * jnp.sin(theta)
        theta = theta + dt * omega
        return (theta, omega), theta

    _, thetas = jax.lax.scan(step, state0, None, length=200)
    return thetas
