import numpy as np
import jax

from model import qe
from train import qe_step, spot_check, tx, validate


def make_pairs(rng, n):
    src = rng.standard_normal((n, 12)).astype(np.float32)
    tgt = (src + rng.normal(0, 1, (n, 12)) * rng.uniform(0.1, 1.5, (n, 1))).astype(np.float32)
    score = np.exp(-np.mean((src - tgt) ** 2, axis=1)).astype(np.float32)
    return src, tgt, score


def main():
    rng = np.random.default_rng(0)
    train = make_pairs(rng, 128)
    val = make_pairs(rng, 48)
    params = qe.init(jax.random.PRNGKey(0), train[0][:1], train[1][:1])["params"]
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 128, 32):
            batch = tuple(a[i:i + 32] for a in train)
            params, opt_state, loss = qe_step(params, opt_state, *batch)
        print(epoch, round(float(loss), 4), "val r", round(validate(params, val), 3))
        print("spot", np.round(np.asarray(spot_check(params, batch))[:3], 3))


if __name__ == "__main__":
    main()
