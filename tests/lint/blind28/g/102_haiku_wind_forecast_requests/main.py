import numpy as np
import jax

from forecaster import build, forecast


def main():
    rng = np.random.default_rng(300)
    x0 = np.zeros((4, 24), np.float32)
    params = build(12).init(jax.random.PRNGKey(0), x0)
    for req in range(5):
        x = rng.standard_normal((4, 24)).astype(np.float32)
        fc = forecast(params, x)
        print(req, np.round(np.asarray(fc[0, :3]), 3))


if __name__ == "__main__":
    main()
