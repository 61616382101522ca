import jax
import jax.numpy as jnp

from routes import ROUTES, route_params


@jax.jit
def fuel_per_trip(length_m, rise_m, payload_t, speed_profile):
    gvw = 165.0 + payload_t
    grade = rise_m / length_m
    power_kw = gvw * 9.81 * (grade + 0.025) * speed_profile / 3.6
    seconds = length_m / jnp.mean(speed_profile / 3.6)
    litres = jnp.mean(power_kw) * seconds / 3600.0 * 0.24 / 0.84
    return litres


def main():
    speeds = jnp.array([12.0, 14.0, 15.0, 13.0, 11.0, 12.5])
    for day in range(3):
        for r in ROUTES:
            litres = fuel_per_trip(*route_params(r), speeds * (1 + 0.02 * day))
            print(day, r["name"], f"{float(litres):.1f} L")


if __name__ == "__main__":
    main()
