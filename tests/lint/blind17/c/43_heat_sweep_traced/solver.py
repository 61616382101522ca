import jax
import jax.numpy as jnp


def integrate(t0, kappa, n_steps=50, dz=0.1, dt=0.001):
    def body(t, _):
        lap = (jnp.roll(t, 1) - 2 * t + jnp.roll(t, -1)) / dz**2
        t = t + dt * kappa * lap
        t = t.at[0].set(t0[0]).at[-1].set(t0[-1])
        return t, None

    t, _ = jax.lax.scan(body, t0, None, length=n_steps)
    return t
