import jax
import numpy as np

from model import StarQualityMLP
from service import ScoringService


def incoming_requests(seed=0):
    rng = np.random.default_rng(seed)
    for exp in range(6):
        n_det = int(rng.poisson(180))
        yield {"exposure": 40000 + exp, "features": rng.normal(size=(n_det, 7)).tolist()}


def main():
    params = StarQualityMLP().init(jax.random.PRNGKey(0), np.zeros((1, 7), np.float32))
    service = ScoringService(params)
    for req in incoming_requests():
        resp = service.handle(req)
        print(f"exposure {resp['exposure']}: {len(resp['scores'])} detections, "
              f"{int((resp['scores'] > 0.5).sum())} good")


if __name__ == "__main__":
    main()
