from dataclasses import dataclass
from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class Passband:
    name: str
    lam_eff: float
    extinction_coeff: float


PASSBANDS = {"u": (3560.0, 0.48), "g": (4680.0, 0.18), "z": (8930.0, 0.05)}


def passband(name):
    lam, k = PASSBANDS[name]
    return Passband(name, lam, k)


@partial(jax.jit, static_argnums=(2,))
def airmass_correct(inst_mag, airmass, band):
    return inst_mag - band.extinction_coeff * airmass


def main():
    rng = np.random.default_rng(12)
    for night in range(3):
        for name in PASSBANDS:
            inst = rng.uniform(-12, -6, 300).astype(np.float32)
            X = rng.uniform(1.0, 2.0, 300).astype(np.float32)
            m0 = airmass_correct(inst, X, passband(name))
            print(f"night {night} {name}: mean top-of-atmosphere mag {float(m0.mean()):.3f}")


if __name__ == "__main__":
    main()
