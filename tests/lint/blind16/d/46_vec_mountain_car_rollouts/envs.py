import jax
import jax.numpy as jnp


def mountain_car_step(state, action):
    pos, vel = state[0], state[1]
    vel = jnp.clip(vel + 0.001 * (action - 1) - 0.0025 * jnp.cos(3 * pos), -0.07, 0.07)
    pos = jnp.clip(pos + vel, -1.2, 0.6)
    vel = jnp.where(pos <= -1.2, 0.0, vel)
    done = pos >= 0.5
    return jnp.stack([pos, vel]), jnp.where(done, 0.0, -1.0), done


class VecMountainCar:
    def __init__(self, num_envs):
        self.num_envs = num_envs
        self._step = jax.jit(jax.vmap(mountain_car_step))

    def reset(self, key):
        pos = jax.random.uniform(key, (self.num_envs,), minval=-0.6, maxval=-0.4)
        return jnp.stack([pos, jnp.zeros_like(pos)], axis=1)

    def rollout(self, states, actions_seq):
        step = self._step
        total = jnp.zeros(self.num_envs)
        for actions in actions_seq:
            states, r, _ = step(states, actions)
            total = total + r
        return states, total
