import jax
import jax.numpy as jnp


@jax.jit
def assimilate(mean, precision, X, y, valid, n_seen, noise_var=0.25, forgetting_scale=200.0):
    """Conjugate Bayesian linear-regression update on the rows marked valid, with mild forgetting."""
    forget = 1.0 - 1.0 / (forgetting_scale + n_seen)
    precision = forget * precision
    Xv = X * valid[:, None]
    new_precision = precision + Xv.T @ Xv / noise_var
    rhs = precision @ mean + Xv.T @ (y * valid) / noise_var
    return jnp.linalg.solve(new_precision, rhs), new_precision


class StreamingCalibrator:
    def __init__(self, dim):
        self.mean = jnp.zeros(dim)
        self.precision = jnp.eye(dim)
        self.n_seen = 0

    def update(self, X, y, valid):
        self.mean, self.precision = assimilate(self.mean, self.precision, X, y, valid, self.n_seen)
        self.n_seen = self.n_seen + valid.sum()
