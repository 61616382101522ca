import jax
import jax.numpy as jnp


class LocalLevelFilter:
    """Kalman filter for a local-level (random walk plus noise) price model."""

    def __init__(self, obs_var, level_var):
        self.obs_var = obs_var
        self.level_var = level_var
        self._update = jax.jit(self._predict_update)

    def _predict_update(self, mean, var, obs):
        var_pred = var + self.level_var
        gain = var_pred / (var_pred + self.obs_var)
        mean = mean + gain * (obs - mean)
        return mean, (1 - gain) * var_pred

    def filter(self, observations, mean0, var0):
        mean, var = mean0, var0
        out = []
        for obs in observations:
            mean, var = self._update(mean, var, obs)
            out.append(mean)
        return jnp.stack(out), var
