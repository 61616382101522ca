import jax
import jax.numpy as jnp

PENDULUM = {"g": 9.81, "length": 1.0, "dt": 0.05, "max_torque": 2.0}


def make_env_step(cfg):
    def env_step(state, action):
        theta, omega = state
        torque = jnp.clip(action, -cfg["max_torque"], cfg["max_torque"])
        omega = omega + cfg["dt"] * (-cfg["g"] / cfg["length"] * jnp.sin(theta) + torque)
        theta = theta + cfg["dt"] * omega
        reward = -(theta ** 2 + 0.1 * omega ** 2 + 0.001 * torque ** 2)
        return (theta, omega), reward

    return jax.jit(env_step)
