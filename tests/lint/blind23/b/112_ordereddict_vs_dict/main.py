import json
from collections import OrderedDict

import jax
import jax.numpy as jnp

CRUST_FILES = {
    "socal.json": '{"vp": 6.1, "vs": 3.5, "rho": 2.7}',
    "cascadia.json": '{"vp": 6.4, "vs": 3.7, "rho": 2.8}',
}


@jax.jit
def elastic_moduli(layer):
    mu = layer["rho"] * layer["vs"] ** 2
    lam = layer["rho"] * layer["vp"] ** 2 - 2 * mu
    return mu, lam


def read_layer(text, keep_order=False):
    hook = OrderedDict if keep_order else dict
    raw = json.loads(text, object_pairs_hook=hook)
    return hook((k, jnp.float32(v)) for k, v in raw.items())


def main():
    default = {"vp": jnp.float32(6.0), "vs": jnp.float32(3.46), "rho": jnp.float32(2.7)}
    print("default", [float(v) for v in elastic_moduli(default)])
    for name, text in CRUST_FILES.items():
        layer = read_layer(text, keep_order=True)
        print(name, [float(v) for v in elastic_moduli(layer)])


if __name__ == "__main__":
    main()
