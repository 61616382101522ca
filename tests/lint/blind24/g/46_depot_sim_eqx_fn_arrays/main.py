import equinox as eqx
import jax
import jax.numpy as jnp

PROFILES = {
    "weekday": (30.0, 8.0, 17.0),
    "saturday": (18.0, 11.0, 15.0),
    "event": (45.0, 9.0, 21.0),
}


def two_peak_demand(h, shape):
    peak, am, pm = shape[0], shape[1], shape[2]
    return peak * (jnp.exp(-0.5 * (h - am) ** 2) + jnp.exp(-0.5 * (h - pm) ** 2)) + 4.0


@eqx.filter_jit
def dispatch_plan(fleet, demand_fn, shape, hours):
    def step(available, h):
        out = jnp.minimum(available, demand_fn(h, shape))
        return available - 0.4 * out, out
    _, dispatched = jax.lax.scan(step, fleet, hours)
    return dispatched


def main():
    hours = jnp.arange(5.0, 24.0, 0.5)
    for week in range(2):
        for name, shape in PROFILES.items():
            out = dispatch_plan(jnp.float32(60.0), two_peak_demand, jnp.asarray(shape, jnp.float32), hours)
            print(week, name, round(float(out.sum()), 1))


if __name__ == "__main__":
    main()
