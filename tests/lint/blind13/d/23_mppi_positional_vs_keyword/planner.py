import jax
import jax.numpy as jnp

HORIZON, N_SAMPLES = 10, 64


def dynamics(state, action):
    pos, vel = state
    vel = vel + 0.1 * (action - 0.2 * vel)
    return jnp.stack([pos + 0.1 * vel, vel])


def rollout_cost(state, actions, target):
    def step(s, a):
        s = dynamics(s, a)
        return s, (s[0] - target) ** 2 + 0.01 * a ** 2

    _, costs = jax.lax.scan(step, state, actions)
    return costs.sum()


@jax.jit
def mppi_plan(state, nominal, key, target, noise_scale, temperature):
    noise = noise_scale * jax.random.normal(key, (N_SAMPLES, HORIZON))
    candidates = nominal[None, :] + noise
    costs = jax.vmap(rollout_cost, in_axes=(None, 0, None))(state, candidates, target)
    weights = jax.nn.softmax(-(costs - costs.min()) / temperature)
    plan = jnp.sum(weights[:, None] * candidates, axis=0)
    return plan, costs.min()
