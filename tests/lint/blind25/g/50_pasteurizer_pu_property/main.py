from dataclasses import dataclass

import numpy as np
import jax
import jax.numpy as jnp


@dataclass
class BeerStyle:
    name: str
    z_value: float
    min_pu: float

    @property
    def z(self):
        return jnp.float32(self.z_value)


STYLES = [BeerStyle("lager", 7.0, 15.0), BeerStyle("wheat", 6.9, 20.0),
          BeerStyle("alcohol_free", 7.5, 80.0), BeerStyle("stout", 7.0, 10.0)]


@jax.jit
def pasteurisation_units(temps, dt_min, z):
    return jnp.sum(1.393 ** ((temps - 60.0) * 7.0 / z) * dt_min)


def tunnel_profile(rng):
    zones = np.concatenate([np.linspace(20, 62, 15), np.full(10, 62.0), np.linspace(62, 25, 15)])
    return (zones + 0.3 * rng.normal(size=40)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for style in STYLES:
        pu = pasteurisation_units(tunnel_profile(rng), jnp.float32(1.0), style.z)
        print(f"{style.name:13s} {float(pu):6.1f} PU (min {style.min_pu})")


if __name__ == "__main__":
    main()
