import jax
import jax.numpy as jnp


def monod_rate(s, mu_max, ks):
    return mu_max * s / (ks + s)


@jax.jit
def integrate_sugar(rate_fn, s0, x0, dt):
    def step(state, _):
        s, x = state
        growth = rate_fn(s) * x
        return (jnp.maximum(s - dt * growth / 0.1, 0.0), x + dt * growth), s

    _, traj = jax.lax.scan(step, (s0, x0), None, length=120)
    return traj
