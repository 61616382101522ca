import haiku as hk
import jax
import numpy as np

from evaluation import evaluate_region, forward


def main():
    rng = np.random.default_rng(10)
    net = hk.without_apply_rng(hk.transform(forward))
    params = net.init(jax.random.PRNGKey(0), np.zeros((1, 8), np.float32))
    for region in ["Alpine", "Jura", "Plateau", "Ticino"]:
        x = rng.normal(size=(50, 8)).astype(np.float32)
        y = (x[:, 0] * 0.5 + 0.1 * rng.normal(size=50)).astype(np.float32)
        nse, mae = evaluate_region(params, x, y)
        print(f"{region:>8}: NSE {float(nse):.3f} MAE {float(mae):.3f}")


if __name__ == "__main__":
    main()
