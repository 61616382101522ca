import numpy as np
import optax
from flax import nnx

from model import RedshiftQualityNet, train_step, eval_step


def diagnostics(n, seed):
    rng = np.random.default_rng(seed)
    good = rng.random(n) < 0.7
    dchi2 = np.where(good, rng.gamma(5, 20, n), rng.gamma(1, 5, n))
    snr = np.where(good, rng.gamma(4, 3, n), rng.gamma(2, 1.5, n))
    x = np.stack([np.log1p(dchi2), np.log1p(snr), rng.normal(size=n), rng.normal(size=n),
                  rng.uniform(0, 3, n)], 1)
    return x.astype(np.float32), good.astype(np.float32)


def main():
    x, y = diagnostics(512, 0)
    xv, yv = diagnostics(256, 1)
    model = RedshiftQualityNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for s in range(0, 512, 64):
            loss = train_step(model, optimizer, x[s:s + 64], y[s:s + 64])
        model.eval()
        acc = eval_step(model, xv, yv)
        print(f"epoch {epoch}: loss {float(loss):.3f} val acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
