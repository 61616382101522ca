import numpy as np

from fleet import CHAMBERS, build_fleet
from model import fit_step, predict_rate

N_IN = 6


def chamber_data(ch, n=64):
    rng = np.random.default_rng(sum(map(ord, ch)))
    x = rng.normal(size=(n, N_IN)).astype(np.float32)
    offset = 0.2 * CHAMBERS.index(ch)
    return x, (x[:, 0] - 0.5 * x[:, 1] + offset).astype(np.float32)


def main():
    fleet = build_fleet(N_IN)
    for ch in CHAMBERS:
        model, opt = fleet[ch]
        x, y = chamber_data(ch)
        for _ in range(20):
            loss = fit_step(model, opt, x, y)
        pred = predict_rate(model, x[:8])
        print(f"{ch}: loss {float(loss):.4f} first preds {np.round(np.asarray(pred[:3]), 2)}")


if __name__ == "__main__":
    main()
