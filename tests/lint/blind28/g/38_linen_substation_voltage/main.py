import numpy as np
import jax

from model import net, regional_error
from data import SUBSTATIONS, padded_region


def main():
    rng = np.random.default_rng(8)
    params = net.init(jax.random.PRNGKey(1), np.zeros((1, 8), np.float32))
    for snapshot in range(3):
        for name in SUBSTATIONS:
            X, y, m = padded_region(rng, name)
            mae, worst = regional_error(params, X, y, m)
            print(snapshot, name, round(float(mae), 4))


if __name__ == "__main__":
    main()
