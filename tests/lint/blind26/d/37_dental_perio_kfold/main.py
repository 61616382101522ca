import jax
import numpy as np

from trainer import fit_fold, logits


def main():
    rng = np.random.default_rng(1)
    # bone-level features per tooth site -> periodontitis stage (I/II/III)
    x = rng.normal(size=(90, 24)).astype(np.float32)
    y = np.digitize(x[:, 0] + x[:, 1], [-0.5, 0.5]).astype(np.int32)
    folds = np.array_split(rng.permutation(90), 5)
    for k, val in enumerate(folds):
        tr = np.setdiff1d(np.arange(90), val)
        params, l = fit_fold(jax.random.PRNGKey(k), x[tr], y[tr])
        acc = (np.asarray(logits(params, x[val])).argmax(1) == y[val]).mean()
        print(k, float(l), float(acc))


if __name__ == "__main__":
    main()
