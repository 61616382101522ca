import jax
import jax.numpy as jnp


class ThicknessFilter:
    """Ensemble-free Kalman filter for daily sea-ice thickness from CryoSat-2/SMOS retrievals."""

    def __init__(self, n_cells, growth_rate=0.01, q=1e-4):
        self.n_cells = n_cells
        self.growth_rate = growth_rate
        self.q = q

    def initial_state(self):
        return {"mean": jnp.full((self.n_cells,), 0.5, jnp.float32),
                "var": jnp.full((self.n_cells,), 0.25, jnp.float32),
                "innovation": jnp.zeros((self.n_cells,), jnp.float32)}


@jax.jit
def kalman_update(state, obs, obs_var, growth):
    mean = state["mean"] + growth
    var = state["var"] + 1e-4
    valid = jnp.isfinite(obs)
    obs0 = jnp.where(valid, obs, 0.0)
    gain = jnp.where(valid, var / (var + obs_var), 0.0)
    innov = jnp.where(valid, obs0 - mean, 0.0)
    return {"mean": mean + gain * innov, "var": (1.0 - gain) * var, "innovation": innov}
