import jax
import jax.numpy as jnp
import numpy as np

from layers import default_layers, layers_from_borehole


@jax.jit
def pumping_drawdown(transmissivities, q, r, t, storativity):
    T = sum(transmissivities)
    u = r ** 2 * storativity / (4 * T * t)
    well_fn = -0.5772 - jnp.log(u) + u
    return q / (4 * jnp.pi * T) * well_fn


def main():
    radii = jnp.array([5.0, 10.0, 25.0, 50.0])
    logs = {
        "BH-1": None,
        "BH-2": [(0.0, 4.0, 2.5), (4.0, 9.0, 0.4), (9.0, 10.0, 0.1)],
        "BH-3": None,
        "BH-4": [(0.0, 6.0, 3.1), (6.0, 8.0, 0.7), (8.0, 12.0, 0.2)],
    }
    for name, log in logs.items():
        layers = default_layers() if log is None else layers_from_borehole(log)
        s = pumping_drawdown(layers, 0.02, radii, 3600.0, 1e-4)
        print(name, np.asarray(s).round(4))


if __name__ == "__main__":
    main()
