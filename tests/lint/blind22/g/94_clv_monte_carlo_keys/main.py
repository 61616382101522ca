import jax
import numpy as np

from model import ChurnSpend
from simulate import simulate_clv


def main():
    model = ChurnSpend(20, jax.random.PRNGKey(0))
    estimates = []
    for key in jax.random.split(jax.random.PRNGKey(1), 5):
        estimates.append(np.asarray(simulate_clv(model, key)))
    est = np.stack(estimates)
    print("mean clv", est.mean().round(1), "mc std", est.std(axis=0).mean().round(2))


if __name__ == "__main__":
    main()
