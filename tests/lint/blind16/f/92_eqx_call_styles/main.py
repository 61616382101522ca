import equinox as eqx
import jax
import numpy as np

from steps import optim, overfit_check, train_step


def make_blobs(n=384, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(3, 4)) * 2
    y = rng.integers(0, 3, size=n).astype(np.int32)
    x = (centers[y] + rng.normal(size=(n, 4))).astype(np.float32)
    return x, y


def main():
    x, y = make_blobs()
    model = eqx.nn.MLP(4, 3, 32, 1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    print("overfit check", overfit_check(model, opt_state, x[:32], y[:32]))
    for epoch in range(3):
        for i in range(0, len(x), 32):
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 32], y[i:i + 32])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
