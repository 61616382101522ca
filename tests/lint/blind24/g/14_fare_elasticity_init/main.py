import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_params, predicted_trips

solver = optax.adam(0.05)


@jax.jit
def fit_step(params, opt_state, log_fare, log_trips):
    def loss(p):
        return jnp.mean((predicted_trips(p, log_fare) - log_trips) ** 2)
    g = jax.grad(loss)(params)
    updates, opt_state = solver.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.default_rng(9)
    fares = np.array([1.5, 2.0, 2.25, 2.5, 2.75, 3.0], np.float32)
    true_e = np.array([-0.6, -0.2, -0.15, -0.5], np.float32)
    log_trips = 5.5 + true_e[:, None] * np.log(fares)[None, :] + rng.normal(0, 0.02, (4, 6))
    log_fare = jnp.asarray(np.log(fares))
    log_trips = jnp.asarray(log_trips, jnp.float32)
    params = init_params()
    opt_state = solver.init(params)
    for it in range(200):
        params, opt_state = fit_step(params, opt_state, log_fare, log_trips)
    print(np.round(np.asarray(params["elasticity"]), 3))


if __name__ == "__main__":
    main()
