import jax
import jax.numpy as jnp
import numpy as np

from terminals import load_settings


@jax.jit
def stacker_energy(moves_m, lifts, settings):
    drive_h = moves_m / (settings["max_speed_kmh"] * 1000.0 * 0.6)
    lift_h = lifts * 40.0 / 3600.0
    return 35.0 * drive_h.sum() + settings["lift_kw"] * lift_h.sum()


def main():
    rng = np.random.default_rng(0)
    for name, settings in load_settings():
        moves = rng.uniform(50, 400, 200).astype(np.float32)
        lifts = rng.integers(1, 3, 200).astype(np.float32)
        print(name, f"{float(stacker_energy(moves, lifts, settings)):.1f} kWh")


if __name__ == "__main__":
    main()
