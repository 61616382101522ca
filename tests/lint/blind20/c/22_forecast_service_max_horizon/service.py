from functools import partial

import jax
import jax.numpy as jnp

MAX_HORIZON = 28


@partial(jax.jit, static_argnames=("horizon",))
def forecast(state, params, horizon):
    beta, gamma, pop = params

    def step(y, _):
        s, i, r = y
        new = beta * s * i / pop
        y = jnp.stack([s - new, i + new - gamma * i, r + gamma * i])
        return y, new

    _, incidence = jax.lax.scan(step, state, None, length=horizon)
    return incidence


class ForecastService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        days = min(request["days_ahead"], MAX_HORIZON)
        state = jnp.asarray(request["state"], dtype=jnp.float32)
        incidence = forecast(state, self.params, horizon=MAX_HORIZON)
        return {"region": request["region"], "incidence": incidence[:days].tolist()}
