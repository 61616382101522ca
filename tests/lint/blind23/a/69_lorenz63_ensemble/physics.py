import jax
import jax.numpy as jnp


def lorenz63_integrate(x0, sigma=10.0, rho=28.0, beta=8.0 / 3.0, dt=0.01, n=200):
    def rk_step(_, x):
        dx = jnp.stack([sigma * (x[1] - x[0]),
                        x[0] * (rho - x[2]) - x[1],
                        x[0] * x[1] - beta * x[2]])
        return x + dt * dx

    return jax.lax.fori_loop(0, n, rk_step, x0)
