import jax
import numpy as np

from evaluate import accuracy, per_site_report
from model import BeatClassifier


def site_data(seed, n=32, length=96):
    rng = np.random.default_rng(seed)
    return rng.standard_normal((n, length)).astype(np.float32), rng.integers(0, 5, n).astype(np.int32)


def main():
    model = BeatClassifier(jax.random.PRNGKey(0))
    pooled_b, pooled_y = site_data(0)
    print("pooled", float(accuracy(model, pooled_b, pooled_y)))
    sites = {"clinic_a": site_data(1), "clinic_b": site_data(2), "home": site_data(3)}
    print(per_site_report(model, sites))


if __name__ == "__main__":
    main()
