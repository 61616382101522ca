import jax
import jax.numpy as jnp
import numpy as np

from register import CRANES


@jax.jit
def crane_load(lift_t, boom_m):
    return 600.0 + 0.35 * lift_t * boom_m / 10.0


@jax.jit
def wall_utilisation(wheel_kn, bollard_kn, capacity_kn):
    return (wheel_kn + bollard_kn) / capacity_kn


def main():
    rng = np.random.default_rng(0)
    for name, wheel in CRANES.items():
        for lift in (False, True):
            w = crane_load(np.float32(rng.uniform(30, 65)), np.float32(55.0)) if lift else wheel
            u = wall_utilisation(w, np.float32(rng.uniform(100, 400)), np.float32(1600.0))
            print(name, lift, f"{float(u):.2f}")


if __name__ == "__main__":
    main()
