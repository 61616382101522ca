import time

import jax
import jax.numpy as jnp


def pendulum_step(state, torque):
    th, thdot = state[..., 0], state[..., 1]
    thdot = thdot + 0.05 * (-9.8 * jnp.sin(th) + torque)
    th = th + 0.05 * thdot
    return jnp.stack([th, thdot], -1)


@jax.jit
def batched_rollout(states, torques):
    def body(s, u):
        s = pendulum_step(s, u)
        return s, s[..., 0]

    return jax.lax.scan(body, states, torques)[1]


def throughput(num_envs, horizon=50, repeats=3):
    key = jax.random.PRNGKey(num_envs)
    states = jax.random.normal(key, (num_envs, 2))
    torques = jnp.zeros((horizon, num_envs))
    batched_rollout(states, torques).block_until_ready()  # warm-up
    start = time.perf_counter()
    for _ in range(repeats):
        batched_rollout(states, torques).block_until_ready()
    elapsed = (time.perf_counter() - start) / repeats
    return num_envs * horizon / elapsed
