import jax.numpy as jnp

from integrators import SolverOptions, integrate_sir


class EpidemicModel:
    def __init__(self, y0, rates):
        self.y0 = jnp.asarray(y0)
        self.rates = jnp.asarray(rates)
        self.reset_solver()

    def reset_solver(self):
        self.options = SolverOptions(dt=0.1, n_steps=300)

    def simulate(self):
        _, traj = integrate_sir(self.y0, self.rates, self.options)
        return traj

    def nudge(self, observed_peak, lr=0.5):
        peak = self.simulate()[:, 1].max()
        err = (peak - observed_peak) / observed_peak
        self.rates = self.rates.at[0].multiply(1.0 - lr * err)
        return float(err)
