import numpy as np
import jax.numpy as jnp

from config import config_from_request
from rating import rate_policies


def handle(req, rng):
    feats = np.column_stack([
        rng.integers(17, 80, 64), rng.integers(0, 9, 64), rng.integers(1, 20, 64)
    ]).astype(np.float32)
    cfg = config_from_request(req)
    return rate_policies(jnp.asarray(feats), cfg)


def main():
    rng = np.random.default_rng(77)
    requests = [{"channel": "web"}, {"channel": "broker"}, {"channel": "web"}, {"channel": "aggregator"}, {"channel": "web"}]
    for req in requests:
        prem = handle(req, rng)
        print(req["channel"], round(float(prem.mean()), 2))


if __name__ == "__main__":
    main()
