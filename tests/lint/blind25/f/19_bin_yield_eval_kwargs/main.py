import jax
import jax.numpy as jnp
import numpy as np

from callbacks import HoldoutReporter
from model import net, tx, train_step, evaluate

# wafer sort: predict dominant fail bin from inline e-test parameters


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = (np.digitize(x[:, 0] + 0.5 * x[:, 3], [-1.5, -0.5, 0.0, 0.5, 1.5])).astype(np.int32)
    return x, y


def main():
    xtr, ytr = make_split(256, 0)
    xva, yva = make_split(64, 1)
    xho, yho = make_split(64, 2)
    params = net.init(jax.random.PRNGKey(1), jnp.zeros((1, 8)))
    opt_state = tx.init(params)
    reporter = HoldoutReporter(evaluate, xho, yho)
    for epoch in range(6):
        for i in range(0, 256, 64):
            params, opt_state, loss = train_step(params, opt_state, xtr[i:i + 64], ytr[i:i + 64])
        acc, vloss = evaluate(params, xva, yva)
        print(f"epoch {epoch} train {float(loss):.3f} val acc {float(acc):.3f}")
        reporter(epoch, params)


if __name__ == "__main__":
    main()
