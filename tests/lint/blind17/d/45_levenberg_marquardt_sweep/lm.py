import jax
import jax.numpy as jnp


def damped_oscillator(theta, t):
    amp, decay, freq, phase = theta
    return amp * jnp.exp(-decay * t) * jnp.cos(freq * t + phase)


class LevenbergMarquardt:
    def __init__(self, model, t, y, damping=1e-2):
        self.model = model
        self.t = t
        self.y = y
        self.damping = damping
        self._step = jax.jit(self.step)

    def residual(self, theta):
        return self.model(theta, self.t) - self.y

    def step(self, theta, mu):
        r = self.residual(theta)
        J = jax.jacfwd(self.residual)(theta)
        A = J.T @ J + mu * jnp.diag(jnp.diag(J.T @ J) + 1e-6)
        delta = jnp.linalg.solve(A, -J.T @ r)
        new_theta = theta + delta
        improved = jnp.sum(self.residual(new_theta) ** 2) < jnp.sum(r ** 2)
        theta = jnp.where(improved, new_theta, theta)
        mu = jnp.where(improved, mu * 0.3, mu * 3.0)
        return theta, mu, jnp.sum(r ** 2)

    def fit(self, theta0, n_iter=15):
        theta, mu = theta0, jnp.float32(self.damping)
        for _ in range(n_iter):
            theta, mu, cost = self._step(theta, mu)
        return theta, float(cost)
