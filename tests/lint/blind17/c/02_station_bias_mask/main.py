import jax
import jax.numpy as jnp
import optax

from data import synthetic_stations, daily_reports


def predict(params, xy):
    return params["b"] + xy @ params["w"]


@jax.jit
def fit_step(params, opt_state, obs, xy, valid):
    def loss_fn(p):
        err = (predict(p, xy) - obs) ** 2
        return jnp.sum(err * valid) / jnp.maximum(jnp.sum(valid), 1.0)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.adam(1e-2)
params = {"w": jnp.zeros((2,)), "b": jnp.zeros(())}
opt_state = tx.init(params)

temps, coords = synthetic_stations()
for day, (obs, xy, valid) in enumerate(daily_reports(temps, coords)):
    params, opt_state, loss = fit_step(params, opt_state, obs, xy, valid)
    print(f"day {day}: n={int(valid.sum())} loss={float(loss):.3f}")
