import jax
import jax.numpy as jnp
import numpy as np

from model import transit_nll


def candidates(n, seed=0):
    rng = np.random.default_rng(seed)
    t = jnp.linspace(-0.3, 0.3, 400)
    for _ in range(n):
        theta = jnp.array([rng.normal(0, 0.01), np.log(rng.uniform(2e-3, 1e-2)), np.log(rng.uniform(0.05, 0.12))], jnp.float32)
        sigma = jnp.float32(rng.uniform(5e-4, 2e-3))
        flux = 1 - jnp.exp(theta[1]) * (jnp.abs(t - theta[0]) < jnp.exp(theta[2]) / 2)
        yield theta, t, flux + sigma * jnp.asarray(rng.normal(size=400), jnp.float32), sigma


if __name__ == "__main__":
    for i, (theta, t, flux, sigma) in enumerate(candidates(5)):
        fisher = jax.jit(jax.hessian(transit_nll))(theta, t, flux, sigma)
        err = jnp.sqrt(jnp.diag(jnp.linalg.inv(fisher)))
        print(f"TOI cand {i}: sigma(t0) = {float(err[0]) * 1440:.2f} min, sigma(ln depth) = {float(err[1]):.3f}")
