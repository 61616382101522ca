import jax
import jax.numpy as jnp
import optax

from data import simulate_light_curves
from model import chi2

optimizer = optax.adam(5e-2)


@jax.jit
def fit_step(params, opt_state, t, flux, err, period):
    loss, grads = jax.value_and_grad(chi2)(params, t, flux, err, period)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit_star(lc, n_steps=20):
    params = {"mean": jnp.float32(1.0), "a": jnp.float32(0.0), "b": jnp.float32(0.0)}
    opt_state = optimizer.init(params)
    t, flux, err = jnp.asarray(lc["t"]), jnp.asarray(lc["flux"]), jnp.asarray(lc["err"])
    for _ in range(n_steps):
        params, opt_state, loss = fit_step(params, opt_state, t, flux, err, lc["period"])
    return params, loss


if __name__ == "__main__":
    for i, lc in enumerate(simulate_light_curves(5)):
        params, loss = fit_star(lc)
        amp = float(jnp.hypot(params["a"], params["b"]))
        print(f"star {i}: n={lc['t'].size} amp={amp:.3f} chi2={float(loss):.1f}")
