import jax
import numpy as np

from model import init_params
from server import DiagnosisHandler


def incoming_requests(seed=0):
    rng = np.random.default_rng(seed)
    for n_leaves in [3, 5, 3, 8, 1, 5]:
        yield {"grower": f"g{rng.integers(100)}", "leaf_features": rng.normal(size=(n_leaves, 24)).tolist()}


def main():
    handler = DiagnosisHandler(init_params(jax.random.PRNGKey(0)))
    for req in incoming_requests():
        result = handler(req)
        print(req["grower"], [r["label"] for r in result])


if __name__ == "__main__":
    main()
