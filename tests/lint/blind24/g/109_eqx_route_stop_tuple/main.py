import equinox as eqx
import jax.numpy as jnp
import numpy as np

from route import build_routes


@eqx.filter_jit
def route_dwell_minutes(route, dwell_by_stop):
    return route(dwell_by_stop) / 60.0


def main():
    rng = np.random.default_rng(0)
    routes = build_routes(rng)
    for hour in range(3):
        dwell = jnp.asarray(rng.gamma(3, 10, 40), jnp.float32)
        print(hour, {n: round(float(route_dwell_minutes(r, dwell)), 2) for n, r in routes.items()})


if __name__ == "__main__":
    main()
