import jax
import jax.numpy as jnp


class VectorizedRunner:
    def __init__(self, env, num_envs, horizon):
        self.env = env
        self.num_envs = num_envs
        self.horizon = horizon

    def rollout(self, key, policy_params):
        step_fn = jax.jit(jax.vmap(self.env.step))
        states = jax.vmap(self.env.reset)(jax.random.split(key, self.num_envs))
        total = jnp.zeros(self.num_envs)
        for _ in range(self.horizon):
            obs = jax.vmap(self.env.observe)(states)
            actions = jnp.tanh(obs @ policy_params) * self.env.max_torque
            states, rewards = step_fn(states, actions)
            total = total + rewards
        return total
