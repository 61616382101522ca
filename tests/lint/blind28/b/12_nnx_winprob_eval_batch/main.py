import numpy as np
import optax
from flax import nnx

from model import WinProbNet, train_winprob, eval_winprob


def snapshots(n, seed):
    rng = np.random.default_rng(seed)
    # gold diff, xp diff, towers, dragons, barons, kills diff at 15 min
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 1] + rng.normal(scale=0.3, size=n) > 0).astype(np.float32)
    return x, y


def main():
    xtr, ytr = snapshots(512, 0)
    xva, yva = snapshots(300, 1)
    model = WinProbNet(6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    bs = 64
    for epoch in range(3):
        for i in range(0, 512, bs):
            loss = train_winprob(model, optimizer, xtr[i:i + bs], ytr[i:i + bs])
        accs = []
        for i in range(0, 300, 100):
            accs.append(float(eval_winprob(model, xva[i:i + 100], yva[i:i + 100])))
        print(epoch, float(loss), np.mean(accs))


if __name__ == "__main__":
    main()
