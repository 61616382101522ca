import functools

import jax
import jax.numpy as jnp


def unicycle(state, ctrl, dt):
    x, y, th, v = state
    a, w = ctrl
    return jnp.stack([x + v * jnp.cos(th) * dt, y + v * jnp.sin(th) * dt, th + w * dt, v + a * dt])


@functools.partial(jax.jit, static_argnames=("horizon",))
def sample_and_score(key, state, goal, horizon, n_samples=64, dt=0.1):
    ctrls = jax.random.normal(key, (n_samples, horizon, 2)) * jnp.array([1.0, 0.3])

    def roll(c):
        def step(s, u):
            s = unicycle(s, u, dt)
            return s, s
        _, traj = jax.lax.scan(step, state, c)
        return traj

    trajs = jax.vmap(roll)(ctrls)
    cost = jnp.linalg.norm(trajs[:, -1, :2] - goal, axis=-1) + 0.01 * jnp.sum(ctrls ** 2, (1, 2))
    best = jnp.argmin(cost)
    return trajs[best], cost[best]
