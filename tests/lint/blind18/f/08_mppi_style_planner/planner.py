import jax
import jax.numpy as jnp


def rollout(controls, x0, dt=0.1):
    def step(state, u):
        x, y, yaw, v = state
        v = v + u[0] * dt
        yaw = yaw + u[1] * dt
        nxt = jnp.stack([x + v * jnp.cos(yaw) * dt, y + v * jnp.sin(yaw) * dt, yaw, v])
        return nxt, nxt[:2]

    _, path = jax.lax.scan(step, x0, controls)
    return path


def trajectory_cost(controls, x0, obstacles, goal):
    path = rollout(controls, x0)
    d = jnp.linalg.norm(path[:, None, :] - obstacles[None, :, :], axis=-1)
    collision = jnp.sum(jnp.exp(-d**2 / 0.5))
    return collision + jnp.sum((path[-1] - goal) ** 2) + 0.01 * jnp.sum(controls**2)


batched_cost = jax.jit(jax.vmap(trajectory_cost, in_axes=(0, None, None, None)))


class SamplingPlanner:
    def __init__(self, num_samples=64, horizon=20, seed=0):
        self.num_samples = num_samples
        self.horizon = horizon
        self.key = jax.random.PRNGKey(seed)

    def plan(self, x0, obstacles, goal):
        self.key, sub = jax.random.split(self.key)
        samples = jax.random.normal(sub, (self.num_samples, self.horizon, 2))
        costs = batched_cost(samples, x0, obstacles, goal)
        return samples[jnp.argmin(costs)]
