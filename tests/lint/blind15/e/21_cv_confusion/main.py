import jax
import jax.numpy as jnp
import numpy as np

from metrics import confusion_matrix, macro_f1

N_FOLDS = 4


def make_data(rng, n=120):
    x = rng.normal(size=(n, 3)).astype(np.float32)
    y = np.digitize(x[:, 0], [-0.5, 0.5, 2.2]).astype(np.int32)
    return x, y


@jax.jit
def predict(w, x):
    score = x @ w
    return jnp.sum(score[:, None] > jnp.array([-0.5, 0.5, 2.2]), axis=-1).astype(jnp.int32)


def main():
    rng = np.random.default_rng(3)
    x, y = make_data(rng)
    w = jnp.asarray(rng.normal(size=(3,)).astype(np.float32))
    folds = np.array_split(np.arange(len(x)), N_FOLDS)
    for i, va in enumerate(folds):
        yv = y[va]
        preds = predict(w, x[va])
        cm = confusion_matrix(yv, preds, num_classes=int(yv.max()) + 1)
        print(f"fold {i}: macro-F1 {macro_f1(cm):.3f}")


if __name__ == "__main__":
    main()
