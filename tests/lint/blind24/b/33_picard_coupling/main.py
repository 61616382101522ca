import jax.numpy as jnp

from neutronics import N_AX, axial_power
from thermal import fuel_temperature


def main():
    temp = jnp.full(N_AX, 900.0)
    phi = None
    for it in range(6):
        phi = axial_power(temp, phi)
        new_temp = fuel_temperature(phi)
        print(f"picard {it}: peak/avg {float(phi.max()):.4f}, max dT {float(jnp.abs(new_temp - temp).max()):.2f} K")
        temp = 0.5 * temp + 0.5 * new_temp


if __name__ == "__main__":
    main()
