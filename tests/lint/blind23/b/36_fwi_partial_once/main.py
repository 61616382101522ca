from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

NZ = 40


def forward_traveltimes(slowness, geometry):
    # vertical rays through a layered model to receivers at different depths
    depth_idx = geometry["receiver_depth"]
    cum = jnp.cumsum(slowness) * geometry["dz"]
    return cum[depth_idx]


def traveltime_gradient(geometry, slowness, observed):
    def misfit(s):
        return 0.5 * jnp.sum((forward_traveltimes(s, geometry) - observed) ** 2)

    return jax.value_and_grad(misfit)(slowness)


def main():
    geometry = {"receiver_depth": jnp.arange(4, NZ, 4), "dz": 25.0}
    true_s = jnp.asarray(1.0 / np.linspace(1800, 3500, NZ), jnp.float32)
    observed = forward_traveltimes(true_s, geometry)
    s = jnp.full(NZ, 1.0 / 2500.0)
    step_fn = jax.jit(partial(traveltime_gradient, geometry))
    for epoch in range(5):
        for _ in range(10):
            loss, g = step_fn(s, observed)
            s = s - 2e-9 * g
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
