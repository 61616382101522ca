import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def damped_anomaly_forecast(anomaly, clim_at_leads, leads_h, e_fold_h):
    decay = jnp.exp(-leads_h / e_fold_h)
    return clim_at_leads + decay[:, None] * anomaly[None, :]


class ForecastAPI:
    def __init__(self, clim_hourly, e_fold_h=72.0):
        self.clim = clim_hourly
        self.e_fold = e_fold_h

    def handle(self, request, anomaly):
        leads = np.asarray(request["leads"], np.float32)
        clim = self.clim[request["leads"]]
        out = damped_anomaly_forecast(anomaly, clim, leads, self.e_fold)
        return dict(zip(request["leads"], np.asarray(out).mean(axis=1).round(2).tolist()))
