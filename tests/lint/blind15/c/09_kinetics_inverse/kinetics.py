import jax
import jax.numpy as jnp


def simulate(rates, c0, dt=0.05, n_steps=100):
    """Reversible reaction A <-> B, explicit Euler."""
    def body(c, _):
        a, b = c
        flux = rates["k_forward"] * a - rates["k_backward"] * b
        c = jnp.stack([a - dt * flux, b + dt * flux])
        return c, c
    _, traj = jax.lax.scan(body, c0, None, length=n_steps)
    return traj


def loss_fn(rates, c0, observed):
    pred = simulate(rates, c0)
    return jnp.mean((pred - observed) ** 2)
