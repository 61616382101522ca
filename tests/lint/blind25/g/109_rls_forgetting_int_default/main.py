import numpy as np
import jax.numpy as jnp

from config import EstimatorConfig
from rls import rls_update


def main():
    cfg = EstimatorConfig()
    rng = np.random.default_rng(0)
    theta = jnp.zeros(cfg.n_params)
    P = jnp.eye(cfg.n_params) * 100.0
    true = np.array([0.3, -0.05, 0.01])
    lam = cfg.forgetting
    for hour in range(16):
        if hour == 8:
            true = np.array([0.22, -0.05, 0.02])  # glucose feed switched to molasses
        phi = np.array([1.0, rng.uniform(0, 5), rng.uniform(20, 30)], np.float32)
        y = np.float32(phi @ true + 0.01 * rng.normal())
        theta, P, err = rls_update(theta, P, phi, y, lam)
        lam = cfg.disturbance_forgetting if abs(float(err)) > cfg.residual_alarm * 0.1 else cfg.forgetting
        print(f"h{hour:02d} mu-model {np.round(np.asarray(theta), 3).tolist()} err {float(err):+.3f}")


if __name__ == "__main__":
    main()
