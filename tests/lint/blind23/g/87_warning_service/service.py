import jax
import jax.numpy as jnp
import numpy as np

MAX_HOURS = 168


class FloodWarningService:
    def __init__(self, thresholds):
        self.thresholds = jnp.asarray(thresholds, jnp.float32)
        self._assess = jax.jit(self.assess_window)

    @staticmethod
    def assess_window(levels, valid, thresholds):
        lv = jnp.where(valid, levels, -jnp.inf)
        peak = lv.max()
        hours_above = ((lv[:, None] > thresholds[None, :]) & valid[:, None]).sum(axis=0)
        return peak, hours_above

    def handle(self, request):
        n = len(request["levels"])
        levels = np.zeros(MAX_HOURS, np.float32)
        valid = np.zeros(MAX_HOURS, bool)
        levels[:n] = request["levels"]
        valid[:n] = True
        peak, hrs = self._assess(levels, valid, self.thresholds)
        return {"site": request["site"], "peak": float(peak), "hours_above": np.asarray(hrs).tolist()}
