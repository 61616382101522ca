import jax.numpy as jnp

from plating import simulate_bath

SHIFTS = [("day", 12.0, 40.0), ("night", 12.0, 25.0), ("weekend", 48.0, 15.0), ("day", 8.0, 45.0)]


def main():
    y = jnp.array([10.0, 200.0])  # ppm
    dosing = (jnp.float32(0.08), jnp.float32(0.4))
    for name, hours, amps in SHIFTS:
        y = simulate_bath(y, jnp.float32(hours), (jnp.float32(amps),) + dosing)
        print(f"after {name} shift ({hours:.0f} h at {amps:.0f} A): SPS {float(y[0]):.2f} ppm, PEG {float(y[1]):.1f} ppm")


if __name__ == "__main__":
    main()
