import numpy as np


class BalanceEnv:
    """Inverted pendulum on a torque-limited motor; episode ends when it falls."""

    def __init__(self, max_steps=200, dt=0.05, seed=0):
        self.max_steps = max_steps
        self.dt = dt
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.theta = self.rng.uniform(-0.3, 0.3)
        self.omega = 0.0
        self.t = 0
        return np.array([self.theta, self.omega], dtype=np.float32)

    def step(self, torque):
        torque = float(np.clip(torque, -2.0, 2.0))
        self.omega += self.dt * (9.81 * np.sin(self.theta) + torque)
        self.theta += self.dt * self.omega
        self.t += 1
        done = abs(self.theta) > 0.8 or self.t >= self.max_steps
        reward = 1.0 - self.theta**2
        return np.array([self.theta, self.omega], dtype=np.float32), reward, done
