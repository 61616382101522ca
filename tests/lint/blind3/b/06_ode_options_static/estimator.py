import jax.numpy as jnp

from integrators import SolverOptions, integrate_lotka_volterra


class PopulationModel:
    def __init__(self, y0, rates):
        self.y0 = jnp.asarray(y0)
        self.rates = jnp.asarray(rates)
        self.reset_solver()

    def reset_solver(self):
        self.options = SolverOptions(dt=0.02, n_steps=200)

    def simulate(self):
        _, traj = integrate_lotka_volterra(self.y0, self.rates, self.options)
        return traj

    def nudge(self, observed, lr=0.05):
        traj = self.simulate()
        err = (traj[-1] - observed) / (observed + 1e-3)
        # crude multiplicative correction of the predation rates
        self.rates = self.rates.at[1].multiply(1.0 + lr * err[0])
        self.rates = self.rates.at[2].multiply(1.0 - lr * err[1])
        return float(jnp.abs(err).sum())
