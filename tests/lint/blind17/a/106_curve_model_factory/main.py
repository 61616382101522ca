import jax.numpy as jnp
import numpy as np

from curves import make_curve
from fit import fit

COMPOUNDS = [("cmpd-01", "hill"), ("cmpd-02", "emax"), ("cmpd-03", "hill"),
             ("cmpd-04", "hill"), ("cmpd-05", "emax"), ("cmpd-06", "hill")]


def main():
    rng = np.random.default_rng(0)
    logd = np.linspace(-3, 2, 10).astype(np.float32)
    for name, kind in COMPOUNDS:
        resp = (1 / (1 + np.exp(1.2 * (rng.uniform(-1, 1) - logd)))).astype(np.float32)
        resp += rng.normal(0, 0.03, 10).astype(np.float32)
        theta0 = jnp.array([1.0, 0.0, 1.0])
        theta, mse = fit(make_curve(kind), theta0, logd, resp)
        print(name, kind, float(mse))


if __name__ == "__main__":
    main()
