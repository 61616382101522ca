from flax import nnx
import numpy as np
import optax

from cv import kfold_indices
from model import PCO2Net, pco2_full_batch_step, pco2_rmse


def socat_like(n=1003, seed=0):
    # SST, SSS, chl, MLD, atmospheric xCO2 (standardised) -> surface pCO2 (scaled)
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (0.9 * x[:, 0] - 0.4 * x[:, 2] + 0.3 * x[:, 4] + 0.2 * x[:, 0] * x[:, 3] + rng.normal(0, 0.1, n)).astype(np.float32)
    return x, y


def main():
    x, y = socat_like()
    scores = []
    for fold, tr, va in kfold_indices(len(x), 5):
        model = PCO2Net(nnx.Rngs(fold))
        opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
        for _ in range(60):
            pco2_full_batch_step(model, opt, x[tr], y[tr])
        scores.append(float(pco2_rmse(model, x[va], y[va])))
        print(f"fold {fold}: n_train={len(tr)} n_val={len(va)} rmse {scores[-1]:.3f}")
    print(f"CV rmse {np.mean(scores):.3f} +/- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
