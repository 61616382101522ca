import equinox as eqx
import jax
import numpy as np

from model import CalibratedTaxonModel, calibrated_nll


def flowcam_features(n, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 6, n).astype(np.int32)
    x = (rng.normal(0, 1, (6, 12))[y] + rng.normal(0, 1.2, (n, 12))).astype(np.float32)
    return x, y


def main():
    x, y = flowcam_features(600)
    mlp = eqx.nn.MLP(12, 6, 32, 2, key=jax.random.PRNGKey(0))
    model = CalibratedTaxonModel(mlp, 1.0)
    best = (None, np.inf)
    # grid search for the softmax temperature on held-out FlowCam images
    for temp in [0.5, 0.75, 1.0, 1.5, 2.0, 3.0]:
        model = eqx.tree_at(lambda m: m.temperature, model, temp)
        nll = float(calibrated_nll(model, x, y))
        print(f"T={temp:4.2f}: NLL {nll:.4f}")
        if nll < best[1]:
            best = (temp, nll)
    print("selected temperature:", best[0])


if __name__ == "__main__":
    main()
