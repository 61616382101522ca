import numpy as np

from model import bleaching_accuracy, bleaching_step, new_fold_model

K = 5


def reef_sites(n=1000, seed=0):
    # DHW, SST max anomaly, turbidity, depth, cloud cover, tidal range -> none / moderate / severe bleaching
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    score = 1.2 * x[:, 0] + 0.6 * x[:, 1] - 0.4 * x[:, 3] - 0.3 * x[:, 4]
    y = np.digitize(score, [-0.5, 1.0]).astype(np.int32)
    return x, y


def main():
    x, y = reef_sites()
    fold_of = np.arange(len(x)) % K
    accs = []
    for k in range(K):
        tr, va = fold_of != k, fold_of == k
        model, opt = new_fold_model(k)
        for _ in range(80):
            bleaching_step(model, opt, x[tr], y[tr])
        accs.append(float(bleaching_accuracy(model, x[va], y[va])))
        print(f"fold {k}: accuracy {accs[-1]:.3f}")
    print(f"mean accuracy {np.mean(accs):.3f}")


if __name__ == "__main__":
    main()
