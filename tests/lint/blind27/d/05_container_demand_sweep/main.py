import jax
import numpy as np

from model import init
from sweep import run_trial


def main():
    rng = np.random.default_rng(0)
    n_ports = 12
    ids = rng.integers(0, n_ports, 256)
    week = rng.uniform(0.5, 1.5, 256).astype(np.float32)
    teu = (ids * 0.1 + week + rng.normal(0, 0.05, 256)).astype(np.float32)
    data = (ids, week, teu)
    results = {}
    for lr in [0.3, 0.1, 0.03, 0.01]:
        params = init(jax.random.PRNGKey(0), n_ports)
        results[lr] = run_trial(params, data, lr)
    best = min(results, key=results.get)
    print(results, "best", best)


if __name__ == "__main__":
    main()
