import numpy as np
import jax

from model import model, eval_step
from regions import REGIONS, region_features


def main():
    rng = np.random.default_rng(3)
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))["params"]
    for day in range(2):
        for name in REGIONS:
            X, y = region_features(rng, name)
            mae, worst = eval_step(params, X, y)
            print(day, name, round(float(mae), 3), round(float(worst), 3))


if __name__ == "__main__":
    main()
