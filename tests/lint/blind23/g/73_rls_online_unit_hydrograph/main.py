import jax.numpy as jnp
import numpy as np

from rls import rls_update
from stream import TelemetryStream


def main():
    theta = jnp.zeros(6)
    P = jnp.eye(6) * 100.0
    errs = []
    for x, y in TelemetryStream():
        theta, P, e = rls_update(theta, P, x, y, 0.99)
        errs.append(float(e))
    print("estimated UH", np.asarray(theta).round(3), "last-50 RMSE", np.sqrt(np.mean(np.square(errs[-50:]))).round(4))


if __name__ == "__main__":
    main()
