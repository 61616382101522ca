import jax.numpy as jnp

from forecaster import ARXForecaster


def issue_forecast(coefs, flow, rain, t, horizon=6):
    model = ARXForecaster(lags=3, horizon=horizon)
    recent = jnp.asarray(flow[t - 3:t][::-1].copy())
    return model.rollout_forecast(coefs, recent, jnp.asarray(rain[t:t + 12]))
