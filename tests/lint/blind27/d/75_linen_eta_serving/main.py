import jax
import numpy as np

from model import EtaHead
from serving import handle

CFG = {"hidden": 32}


def main():
    rng = np.random.default_rng(0)
    params = EtaHead(hidden=CFG["hidden"]).init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
    for r in range(6):
        req = {"id": r, "feats": rng.normal(size=(4, 5)).astype(np.float32)}
        print(r, np.round(np.asarray(handle(req, params, CFG)), 2).tolist())


if __name__ == "__main__":
    main()
