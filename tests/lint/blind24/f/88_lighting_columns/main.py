import json

import jax
import jax.numpy as jnp

from config import RAW, ColumnSpec

STROUHAL = 0.2


@jax.jit
def vortex_shedding_check(height_m, diameter_m, wall_mm, f1_hz):
    v_crit = f1_hz * diameter_m / STROUHAL
    r = diameter_m / 2
    t = wall_mm / 1000
    I = jnp.pi * r ** 3 * t
    # equivalent static lateral load from lock-in (rough EN 1991-1-4 Annex E style)
    q = 0.5 * 1.25 * v_crit ** 2 * 0.7 * diameter_m
    M = q * height_m ** 2 / 2 * 10.0
    return v_crit, M / (I / r) / 1e6


def main():
    for text in RAW:
        spec = ColumnSpec.from_json(text)
        v, s = vortex_shedding_check(*spec.as_args())
        print(f"{json.loads(text)['id']}: critical wind speed {float(v):.2f} m/s, base stress range {float(s):.1f} MPa")


if __name__ == "__main__":
    main()
