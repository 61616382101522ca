import numpy as np
import optax
from flax import nnx

from model import ScourClassifier
from steps import train_step, eval_step


def pier_features(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    # first lateral frequency drops and damping changes as embedment is lost
    x = rng.normal(0, 0.3, (n, 5)) + np.stack([-y, 0.5 * y, -0.3 * y, 0.2 * y, 0 * y], 1)
    return x.astype(np.float32), y.astype(np.int32)


def main():
    x, y = pier_features(240, 0)
    xv, yv = pier_features(80, 1)
    model = ScourClassifier(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(5):
        model.train()
        for i in range(0, 240, 40):
            loss = train_step(model, opt, x[i:i + 40], y[i:i + 40])
        model.eval()
        acc = eval_step(model, xv, yv)
        print(f"epoch {epoch}: loss {float(loss):.3f}, val acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
