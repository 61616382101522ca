import jax
import jax.numpy as jnp


def rollout(controls, x0, dt=0.05):
    def step(x, u):
        pos, vel = x[..., 0], x[..., 1]
        acc = u - 0.2 * vel - jnp.sin(pos)
        x = jnp.stack([pos + dt * vel, vel + dt * acc], axis=-1)
        return x, x

    _, traj = jax.lax.scan(step, x0, controls)
    return traj


@jax.jit
def trajectory_cost(controls, x0, target):
    traj = rollout(controls, x0)
    tracking = jnp.mean((traj[..., 0] - target) ** 2)
    effort = 1e-3 * jnp.mean(controls ** 2)
    return tracking + effort
