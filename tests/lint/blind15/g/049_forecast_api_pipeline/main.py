import jax.numpy as jnp
import numpy as np

from api import ForecastAPI

LAGS = 6


def main():
    rng = np.random.default_rng(0)
    coef = jnp.asarray(np.array([0.05, 0.05, 0.1, 0.1, 0.2, 0.5], np.float32))
    api = ForecastAPI(coef, LAGS)
    requests = [{"history": rng.normal(10, 1, 30).tolist(), "horizon": int(h)} for h in [7, 14, 3, 30, 7, 1]]
    for r in requests:
        out = api.handle(r)
        print(f"horizon {r['horizon']}: first {out['forecast'][:2]}")


if __name__ == "__main__":
    main()
