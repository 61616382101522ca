import numpy as np
import jax

from model import build_forward, make_update

K = 4


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 5)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] + np.tanh(x[:, 2])).astype(np.float32)
    fold = np.arange(len(x)) % K
    scores = []
    for k in range(K):
        tr, va = fold != k, fold == k
        net = build_forward()
        params = net.init(jax.random.PRNGKey(k), x[:1])
        update = make_update(net)
        for _ in range(3):
            params, loss = update(params, x[tr], y[tr])
        scores.append(float(np.mean((np.asarray(net.apply(params, x[va])) - y[va]) ** 2)))
    print("cv mse", np.round(scores, 4))


if __name__ == "__main__":
    main()
