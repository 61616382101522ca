import jax
import jax.numpy as jnp

from plan import roster


@jax.jit
def shift_tonnes(payloads, speeds, haul_km, load_min, shift_h):
    cycle_h = 2 * haul_km / speeds + load_min / 60.0
    trips = jnp.floor(shift_h / cycle_h)
    return jnp.sum(trips * payloads)


def main():
    for plan in roster():
        t = shift_tonnes(plan.payloads, plan.speeds, 4.2, 3.5, 11.0)
        print(f"shift {plan.shift}: {len(plan.payloads)} trucks, {float(t) / 1e3:.1f} kt moved")


if __name__ == "__main__":
    main()
