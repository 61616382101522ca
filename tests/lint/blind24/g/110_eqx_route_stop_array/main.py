import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

STOPS_PER_ROUTE = 12


class RouteDwell(eqx.Module):
    stop_idx: jax.Array
    weight: jax.Array

    def minutes(self, dwell_by_stop):
        return self.weight * dwell_by_stop[self.stop_idx].sum() / 60.0


@eqx.filter_jit
def total_dwell(route, dwell_by_stop):
    return route.minutes(dwell_by_stop)


def main():
    rng = np.random.default_rng(0)
    routes = {n: RouteDwell(jnp.asarray(np.sort(rng.choice(40, STOPS_PER_ROUTE, replace=False)), jnp.int32),
                            jnp.float32(1.0)) for n in ["N1", "N2", "N3", "N4"]}
    for hour in range(3):
        dwell = jnp.asarray(rng.gamma(3, 10, 40), jnp.float32)
        print(hour, {n: round(float(total_dwell(r, dwell)), 2) for n, r in routes.items()})


if __name__ == "__main__":
    main()
