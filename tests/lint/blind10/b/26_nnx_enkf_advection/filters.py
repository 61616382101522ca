import jax.numpy as jnp
from flax import nnx


class EnsembleKalmanFilter(nnx.Module):
    """Stochastic EnKF for a linear advection model on a periodic grid."""

    def __init__(self, n_grid, n_members, obs_every, rngs: nnx.Rngs):
        self.members = nnx.Variable(jnp.sin(jnp.linspace(0, 2 * jnp.pi, n_grid))[None]
                                    + 0.3 * rngs.normal((n_members, n_grid)))
        self.obs_idx = jnp.arange(0, n_grid, obs_every)
        self.obs_noise = 0.05
        self.n_updates = 0

    def forecast(self, shift=1):
        self.members.value = jnp.roll(self.members.value, shift, axis=1)

    def analyse(self, y_obs, obs_perturbation):
        X = self.members.value
        HX = X[:, self.obs_idx]
        Xa = X - X.mean(0)
        HXa = HX - HX.mean(0)
        n = X.shape[0]
        # observations are sparse and far apart: keep only the innovation variances
        var_hh = jnp.sum(HXa**2, axis=0) / (n - 1) + self.obs_noise**2
        P_xh = Xa.T @ HXa / (n - 1)
        K = P_xh / var_hh
        perturbed = y_obs + self.obs_noise * obs_perturbation
        self.members.value = X + (perturbed - HX) @ K.T
        self.n_updates += 1


@nnx.jit
def assimilation_cycle(enkf, y_obs, obs_perturbation):
    enkf.forecast()
    enkf.analyse(y_obs, obs_perturbation)
    return enkf.members.value.mean(0)
