import json

import jax
import jax.numpy as jnp
import numpy as np

FILES = [
    '{"vp": 6.1, "vs": 3.5, "rho": 2.7}',
    '{"rho": 2.8, "vp": 6.4, "vs": 3.7}',
    '{"vs": 3.3, "rho": 2.6, "vp": 5.8}',
]


@jax.jit
def layer_impedances(layer):
    zp = layer["rho"] * layer["vp"]
    zs = layer["rho"] * layer["vs"]
    poisson = (layer["vp"] ** 2 - 2 * layer["vs"] ** 2) / (2 * (layer["vp"] ** 2 - layer["vs"] ** 2))
    return zp, zs, poisson


def main():
    for text in FILES:
        layer = {k: jnp.float32(v) for k, v in json.loads(text).items()}
        zp, zs, nu = layer_impedances(layer)
        print(list(layer), float(zp), float(zs), round(float(nu), 3))


if __name__ == "__main__":
    main()
