import jax.numpy as jnp
import numpy as np

from service import issue_forecast


def main():
    rng = np.random.default_rng(14)
    flow = (30 + np.cumsum(rng.normal(0, 1, 120))).astype(np.float32)
    rain = rng.gamma(0.5, 4.0, 140).astype(np.float32)
    coefs = jnp.array([0.6, 0.25, 0.1, 0.4], jnp.float32)
    issued = [float(issue_forecast(coefs, flow, rain, t)[-1]) for t in range(24, 120, 16)]
    print("6-step-ahead forecasts:", np.round(issued, 2))


if __name__ == "__main__":
    main()
