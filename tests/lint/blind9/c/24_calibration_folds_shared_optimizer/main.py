import jax.numpy as jnp
import numpy as np
import optax

from calib import Calibrator, train_step

N_SEGMENTS, N_FOLDS = 6, 4


def click_logs(n, seed=0):
    rng = np.random.default_rng(seed)
    segment = rng.integers(0, N_SEGMENTS, size=n).astype(np.int32)
    logits = rng.normal(size=n).astype(np.float32)
    true_p = 1 / (1 + np.exp(-(0.6 * logits - 0.3 + 0.1 * segment)))
    clicks = (rng.random(n) < true_p).astype(np.float32)
    return logits, segment, clicks


def main():
    logits, segment, clicks = click_logs(2048)
    fold_of = np.arange(len(logits)) % N_FOLDS
    calibrator = Calibrator(N_SEGMENTS, lr=0.1)
    scores = []
    for fold in range(N_FOLDS):
        tr = fold_of != fold
        state = calibrator.fresh_state()
        for _ in range(3):
            state, loss = train_step(state, logits[tr], segment[tr], clicks[tr])
        va = ~tr
        z = state.apply_fn({"params": state.params}, logits[va], segment[va])
        ll = float(optax.sigmoid_binary_cross_entropy(z, jnp.asarray(clicks[va])).mean())
        scores.append(ll)
        print(f"fold {fold}: train loss {float(loss):.4f} val logloss {ll:.4f}")
    print("cv logloss", np.mean(scores))


if __name__ == "__main__":
    main()
