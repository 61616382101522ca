import jax.numpy as jnp

from shielding import transmitted_dose

ENERGIES = jnp.linspace(0.5, 2.5, 9)

# wall options from the design review, in cm
WALL_OPTIONS = [20, 30, 37.5, 45, 60.0]


def main():
    src = jnp.full_like(ENERGIES, 250.0)  # uSv/h at the inner face
    for t in WALL_OPTIONS:
        d = transmitted_dose(src, t, ENERGIES)
        print(f"{t:>6} cm  max dose {float(d.max()):.4e} uSv/h")


if __name__ == "__main__":
    main()
