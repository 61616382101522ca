import math

import jax.numpy as jnp


class DualAveraging:
    """Nesterov dual averaging of log step size (Hoffman & Gelman 2014)."""

    def __init__(self, initial_step_size, target_accept=0.8, gamma=0.05, t0=10.0, kappa=0.75):
        self.mu = math.log(10 * initial_step_size)
        self.target, self.gamma, self.t0, self.kappa = target_accept, gamma, t0, kappa
        self.h_bar, self.log_step_avg, self.t = 0.0, 0.0, 0

    def update(self, accept_prob):
        self.t += 1
        eta = 1.0 / (self.t + self.t0)
        self.h_bar = (1 - eta) * self.h_bar + eta * (self.target - accept_prob)
        log_step = self.mu - math.sqrt(self.t) / self.gamma * self.h_bar
        w = self.t ** -self.kappa
        self.log_step_avg = w * log_step + (1 - w) * self.log_step_avg
        return jnp.exp(log_step)

    def final_step_size(self):
        return jnp.exp(self.log_step_avg)
