"""Estimate Michaelis-Menten kinetics (Vmax, Km) from reaction-rate measurements."""
import jax.numpy as jnp
import numpy as np

from lm import LevenbergMarquardt


def michaelis_menten_residual(params, substrate, rate):
    vmax, km = params[0], params[1]
    return vmax * substrate / (km + substrate) - rate


def main():
    rng = np.random.default_rng(7)
    s = np.array([0.02, 0.06, 0.11, 0.22, 0.56, 1.10], dtype=np.float32)
    v = (0.21 * s / (0.06 + s) + 0.005 * rng.standard_normal(s.size)).astype(np.float32)
    solver = LevenbergMarquardt(michaelis_menten_residual)
    params = solver.fit(jnp.array([0.5, 0.5]), jnp.asarray(s), jnp.asarray(v))
    print("Vmax, Km =", np.round(np.asarray(params), 4))


if __name__ == "__main__":
    main()
