import jax
import jax.numpy as jnp
import optax

from data import synthetic_stations, daily_reports


def predict(params, xy):
    return params["b"] + xy @ params["w"]


@jax.jit
def fit_step(params, opt_state, obs, xy):
    def loss_fn(p):
        return jnp.mean((predict(p, xy) - obs) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.adam(1e-2)
params = {"w": jnp.zeros((2,)), "b": jnp.zeros(())}
opt_state = tx.init(params)

temps, coords = synthetic_stations()
for day, (obs, xy) in enumerate(daily_reports(temps, coords)):
    params, opt_state, loss = fit_step(params, opt_state, obs, xy)
    print(f"day {day}: n={obs.shape[0]} loss={float(loss):.3f}")
