import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class RolloutConfig:
    horizon: int
    num_envs: int = 8


def point_mass_step(state, action):
    pos, vel = state[..., :2], state[..., 2:]
    vel = 0.9 * vel + 0.1 * action
    return jnp.concatenate([pos + 0.1 * vel, vel], -1)


@partial(jax.jit, static_argnames=("cfg", "policy_apply"))
def evaluate_policy(params, init_state, goal, key, noise_scale, cfg, policy_apply):
    def body(carry, k):
        state = carry
        action = policy_apply(params, jnp.concatenate([state, goal], -1))
        action = action + noise_scale * jax.random.normal(k, action.shape)
        state = point_mass_step(state, action)
        return state, jnp.linalg.norm(state[..., :2] - goal, axis=-1)

    keys = jax.random.split(key, cfg.horizon)
    _, dists = jax.lax.scan(body, init_state, keys)
    return dists[-1].mean()
