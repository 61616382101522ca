import jax.numpy as jnp
import numpy as np

from forecaster import ARXForecaster


def main():
    rng = np.random.default_rng(14)
    flow = (30 + np.cumsum(rng.normal(0, 1, 120))).astype(np.float32)
    rain = rng.gamma(0.5, 4.0, 140).astype(np.float32)
    coefs = jnp.array([0.6, 0.25, 0.1, 0.4], jnp.float32)
    fc = ARXForecaster()
    issued = []
    for t in range(24, 120, 8):
        recent = jnp.asarray(flow[t - 3:t][::-1].copy())
        qs = fc.rollout(coefs, recent, jnp.asarray(rain[t:t + 12]))
        issued.append(float(qs[-1]))
    print("6-step-ahead forecasts:", np.round(issued, 2))


if __name__ == "__main__":
    main()
