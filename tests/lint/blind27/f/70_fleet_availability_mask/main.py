import jax
import jax.numpy as jnp

from plan import roster


@jax.jit
def fleet_production(payloads, speeds, available, haul_km, load_min, shift_h):
    cycle_h = 2 * haul_km / speeds + load_min / 60.0
    trips = jnp.floor(shift_h / cycle_h) * available
    return jnp.sum(trips * payloads), jnp.sum(available)


def main():
    for plan in roster():
        t, n = fleet_production(plan.payloads, plan.speeds, plan.available, 4.2, 3.5, 11.0)
        print(f"shift {plan.shift}: {int(n)} trucks, {float(t) / 1e3:.1f} kt moved")


if __name__ == "__main__":
    main()
