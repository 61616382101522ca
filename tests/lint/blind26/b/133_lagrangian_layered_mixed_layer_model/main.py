import jax.numpy as jnp
import numpy as np

from layers import merge_thin_layers
from physics import entrain_and_heat


def main():
    layers = [(jnp.float32(h), jnp.float32(t)) for h, t in [(20.0, 18.0), (6.0, 16.0), (15.0, 14.0), (30.0, 12.0), (80.0, 9.0)]]
    for day in range(12):
        layers = entrain_and_heat(layers, jnp.float32(-150.0), jnp.float32(1.5))
        layers = merge_thin_layers(layers)
        sst = float(layers[0][1])
        print(f"day {day}: {len(layers)} layers, mixed layer {float(layers[0][0]):.1f} m, SST {sst:.2f} C")


if __name__ == "__main__":
    main()
