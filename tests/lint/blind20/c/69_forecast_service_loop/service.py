import jax
import jax.numpy as jnp

MAX_HORIZON = 28


@jax.jit
def forecast(state, params, horizon):
    beta, gamma, pop = params

    def body(t, carry):
        y, out = carry
        s, i, r = y
        new = beta * s * i / pop
        y = jnp.stack([s - new, i + new - gamma * i, r + gamma * i])
        return y, out.at[t].set(new)

    _, incidence = jax.lax.fori_loop(0, horizon, body, (state, jnp.zeros(MAX_HORIZON)))
    return incidence


class ForecastService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        days = min(request["days_ahead"], MAX_HORIZON)
        state = jnp.asarray(request["state"], dtype=jnp.float32)
        incidence = forecast(state, self.params, days)
        return {"region": request["region"], "incidence": incidence[:days].tolist()}
