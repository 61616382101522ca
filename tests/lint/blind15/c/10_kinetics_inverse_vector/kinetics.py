import jax
import jax.numpy as jnp


def simulate(theta, c0, dt=0.05, n_steps=100):
    """Reversible reaction A <-> B, explicit Euler."""
    k_f, k_b = theta[0], theta[1]

    def body(c, _):
        a, b = c
        flux = k_f * a - k_b * b
        c = jnp.stack([a - dt * flux, b + dt * flux])
        return c, c
    _, traj = jax.lax.scan(body, c0, None, length=n_steps)
    return traj


def loss_fn(theta, c0, observed):
    pred = simulate(theta, c0)
    return jnp.mean((pred - observed) ** 2)
