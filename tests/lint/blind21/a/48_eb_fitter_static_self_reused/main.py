import jax.numpy as jnp
import numpy as np

from fitter import EclipseFitter


def binaries(n, n_pts=200, seed=0):
    rng = np.random.default_rng(seed)
    phase = np.linspace(-0.25, 0.75, n_pts).astype(np.float32)
    for _ in range(n):
        d1, d2 = rng.uniform(0.2, 0.5), rng.uniform(0.05, 0.2)
        flux = 1 - d1 * np.exp(-0.5 * (phase / 0.03) ** 2) - d2 * np.exp(-0.5 * ((phase - 0.5) / 0.03) ** 2)
        yield phase, (flux + 0.003 * rng.normal(size=n_pts)).astype(np.float32)


if __name__ == "__main__":
    init = {"d1": jnp.float32(0.3), "d2": jnp.float32(0.1), "w": jnp.float32(0.04)}
    fitter = EclipseFitter()
    for i, (phase, flux) in enumerate(binaries(4)):
        params, loss = fitter.fit(init, jnp.asarray(phase), jnp.asarray(flux))
        print(f"EB {i}: depth ratio {float(params['d2'] / params['d1']):.3f} mse {float(loss):.2e}")
