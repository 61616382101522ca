import jax.numpy as jnp
import numpy as np

from cooling import mixed_layer_cooling
from tracks import TRACKS, forcing


def main():
    rng = np.random.default_rng(0)
    for name, hours in TRACKS.items():
        wind, active = forcing(name, hours, rng)
        sst = np.asarray(mixed_layer_cooling(wind, active, jnp.float32(29.5), jnp.float32(30.0), jnp.float32(24.0)))
        print(f"{name}: {hours} h over ocean, cold wake {29.5 - sst[hours - 1]:.2f} C")


if __name__ == "__main__":
    main()
