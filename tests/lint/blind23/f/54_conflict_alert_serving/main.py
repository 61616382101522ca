import numpy as np
import jax
import jax.numpy as jnp

from model import scorer
from server import AlertService


def sector_snapshot(rng, n_aircraft):
    pos = rng.uniform(-50, 50, (n_aircraft, 3)) * np.array([1, 1, 0.2])
    vel = rng.normal(0, 0.2, (n_aircraft, 3)) * np.array([1, 1, 0.05])
    return np.concatenate([pos, vel], 1)


def main():
    rng = np.random.default_rng(0)
    params = scorer.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    svc = AlertService(params)
    for n in [6, 7, 7, 9, 8, 6]:
        scores = svc.handle(sector_snapshot(rng, n))
        print(n, scores.shape[0], round(float(scores.max()), 4))


if __name__ == "__main__":
    main()
