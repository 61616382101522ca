import jax
import numpy as np

from loader import FolioLoader
from steps import abs_error_sum, fit_step


def main():
    rng = np.random.default_rng(72)
    feats = rng.normal(size=(90, 12)).astype(np.float32)
    years = (feats[:, 0] * 0.8 + 0.1 * rng.normal(size=90)).astype(np.float32)
    train = FolioLoader(feats[:64], years[:64], 16, shuffle=True, drop_last=True)
    val = FolioLoader(feats[64:], years[64:], 16, shuffle=False, drop_last=False)
    k1, k2 = jax.random.split(jax.random.PRNGKey(72))
    params = {"w1": jax.random.normal(k1, (12, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    for epoch in range(3):
        for x, y in train:
            params, _ = fit_step(params, x, y)
        err = sum(float(abs_error_sum(params, x, y)) for x, y in val) / 26
        print(epoch, round(err * 100, 1), "years MAE")


if __name__ == "__main__":
    main()
