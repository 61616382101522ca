import jax
import numpy as np

from net import net
from steps import echo_predict, echo_train_step, opt


def echograms(n, seed):
    # single-beam echosounder ping windows (Sv in dB, 64 range bins); label 1 = fish school
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal(-80, 3, (n, 64, 1))
    for i in np.where(y == 1)[0]:
        c = rng.integers(10, 50)
        x[i, c:c + 8, 0] += 20
    return ((x + 80) / 10).astype(np.float32), y


def main():
    x, y = echograms(512, 0)
    xv, yv = echograms(128, 1)
    params, state = net.init(jax.random.PRNGKey(0), x[:64], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        for i in range(0, 512, 64):
            params, state, opt_state, loss = echo_train_step(params, state, opt_state, x[i:i + 64], y[i:i + 64])
        acc = float((echo_predict(params, state, xv) == yv).mean())
        print(f"epoch {epoch}: loss {float(loss):.3f}, val acc {acc:.3f}")


if __name__ == "__main__":
    main()
