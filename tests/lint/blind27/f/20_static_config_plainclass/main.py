from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from settings import settings_for_line


@partial(jax.jit, static_argnames=("settings",))
def em_conductivity_update(sigma, d_obs, obs_x, settings):
    cells = jnp.linspace(0, 1000, settings.n_cells)
    K = settings.ref_depth / ((obs_x[:, None] - cells[None]) ** 2 + settings.ref_depth ** 2)

    def phi(s):
        return jnp.sum((K @ s - d_obs) ** 2) + settings.smooth * jnp.sum(jnp.diff(s) ** 2)
    g = jax.grad(phi)(sigma)
    return sigma - 0.5 * g, phi(sigma)


def main():
    rng = np.random.default_rng(8)
    obs_x = jnp.linspace(0, 1000, 30)
    for line in range(4):
        d_obs = jnp.asarray(rng.normal(0.05, 0.01, size=30).astype(np.float32))
        sigma = jnp.zeros(40)
        for it in range(10):
            sigma, phi = em_conductivity_update(sigma, d_obs, obs_x, settings=settings_for_line(line))
        print(f"line {line}: misfit {float(phi):.5f}")


if __name__ == "__main__":
    main()
