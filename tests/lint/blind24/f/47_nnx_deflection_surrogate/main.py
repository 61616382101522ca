import numpy as np
import optax
from flax import nnx

from engine import fit_step, validate
from model import DeflectionSurrogate


def fe_samples(n, seed):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0, 1, n)       # load position / span
    P = rng.uniform(0.2, 1.0, n)   # load / design load
    dT = rng.uniform(-1, 1, n)     # thermal gradient (normalised)
    w = P * (3 * a - 4 * a ** 3) * (a <= 0.5) + P * (3 * (1 - a) - 4 * (1 - a) ** 3) * (a > 0.5) + 0.1 * dT
    return np.stack([a, P, dT], 1).astype(np.float32), w.astype(np.float32)


def main():
    xtr, ytr = fe_samples(240, 0)
    xva, yva = fe_samples(60, 1)
    model = DeflectionSurrogate(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(6):
        for i in range(0, 240, 48):
            loss = fit_step(model, opt, xtr[i:i + 48], ytr[i:i + 48])
        v = validate(model, xva, yva)
        print(f"epoch {epoch}: train {float(loss):.4f} val {v:.4f} best {model.best_val:.4f}")


if __name__ == "__main__":
    main()
