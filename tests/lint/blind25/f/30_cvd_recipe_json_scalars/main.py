import jax
import jax.numpy as jnp

from recipe_io import load_recipes

R_GAS = 8.314
EA = 1.6e5      # J/mol
K0 = 2.0e11     # nm/s/torr


@jax.jit
def radial_thickness(temp_c, pressure_torr, time_s):
    r = jnp.linspace(0.0, 150.0, 31)  # mm from wafer center
    T = temp_c + 273.15 - 4.0 * (r / 150.0) ** 2  # edge runs slightly cold
    rate = K0 * pressure_torr * jnp.exp(-EA / (R_GAS * T))
    depletion = 1.0 - 0.05 * (1 - (r / 150.0) ** 2)
    return rate * depletion * time_s


def main():
    for rec in load_recipes("recipes.json"):
        t = radial_thickness(rec["temp_c"], rec["pressure_torr"], rec["time_s"])
        nu = float((t.max() - t.min()) / (2 * t.mean()) * 100)
        print(f"{rec['name']}: mean {float(t.mean()):.1f} nm, non-uniformity {nu:.2f}%")


if __name__ == "__main__":
    main()
