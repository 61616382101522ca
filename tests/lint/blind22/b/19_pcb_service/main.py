import jax
import numpy as np

from model import init_params
from service import SolderInspectionService


def main():
    params = init_params(jax.random.PRNGKey(0), 12 * 12)
    svc = SolderInspectionService(params)
    svc.warmup((8, 12, 12))
    rng = np.random.default_rng(0)
    for req_id in range(4):
        req = {"id": req_id, "images": rng.random((8, 12, 12), dtype=np.float32)}
        print(req_id, svc.handle(req))


if __name__ == "__main__":
    main()
