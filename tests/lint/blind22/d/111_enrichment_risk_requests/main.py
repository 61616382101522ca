import jax.numpy as jnp
import numpy as np

from checks import combined_risk, parse_request

REQUESTS = [
    {"checks": "reputation, geo_velocity, off_hours"},
    {"checks": "geo_velocity, reputation, off_hours"},
    {"checks": "off_hours, reputation, geo_velocity"},
    {"checks": "reputation, geo_velocity, off_hours"},
]


def main():
    rng = np.random.default_rng(0)
    weights = jnp.array([1.5, 0.8, 1.1, 0.4])
    for i, req in enumerate(REQUESTS):
        signals = rng.random((20, 4)).astype(np.float32)
        risk = combined_risk(signals, weights, enabled=parse_request(req))
        print(i, float(risk.max()))


if __name__ == "__main__":
    main()
