import numpy as np
import equinox as eqx
import jax

from model import FreqResponseNet, ema
from steps import opt, train_step, evaluate


def main():
    rng = np.random.default_rng(71)
    X = rng.standard_normal((256, 5)).astype(np.float32)
    y = (0.5 * X[:, 0] - 0.2 * X[:, 1]).astype(np.float32)
    model = FreqResponseNet(jax.random.PRNGKey(0))
    avg = model
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for s in range(0, 192, 64):
            model, opt_state, l = train_step(model, opt_state, X[s:s + 64], y[s:s + 64])
            avg = ema(avg, model)
        print(epoch, float(evaluate(model, X[192:], y[192:])), float(evaluate(avg, X[192:], y[192:])))


if __name__ == "__main__":
    main()
