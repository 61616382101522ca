import jax.numpy as jnp

from state import TankState
from step import advance_day


def main():
    tanks = [TankState(jnp.float32(s), jnp.float32(0.0), jnp.float32(t), tank_id=name)
             for name, s, t in [("SS-01", 230.0, 24.0), ("SS-02", 215.0, 18.0), ("SS-03", 245.0, 27.0),
                                ("FO-01", 225.0, 22.0)]]
    for day in range(10):
        tanks = [advance_day(t) for t in tanks]
    for t in tanks:
        print(f"{t.tank_id}: sugar {float(t.sugar):6.1f} g/L, ethanol {float(t.ethanol):5.2f} %")


if __name__ == "__main__":
    main()
