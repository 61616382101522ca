import numpy as np
import jax

from model import haze_model
from evaluate import bentonite_trial


def main():
    rng = np.random.default_rng(4)
    params = haze_model.init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
    for dose in [0, 10, 20, 40, 80]:
        feats = rng.normal(0, 1, (30, 5)).astype(np.float32)
        feats[:, 0] -= dose / 40.0
        print(f"{dose:3d} g/hL: {float(bentonite_trial(params, feats, 24)):.0%} of lots still at risk")


if __name__ == "__main__":
    main()
