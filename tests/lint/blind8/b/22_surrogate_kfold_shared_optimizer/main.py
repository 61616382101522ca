import jax
import numpy as np

from surrogate import eval_loss, fresh_state, train_step

N_FOLDS = 4
EPOCHS = 3


def damped_oscillator_dataset(n=128, seed=0):
    """Samples (zeta, t) -> x(t) of an underdamped oscillator with x(0)=1, x'(0)=0."""
    rng = np.random.default_rng(seed)
    zeta = rng.uniform(0.05, 0.5, n)
    t = rng.uniform(0.0, 5.0, n)
    wd = np.sqrt(1 - zeta ** 2)
    x = np.exp(-zeta * t) * (np.cos(wd * t) + zeta / wd * np.sin(wd * t))
    return np.stack([zeta, t], 1).astype(np.float32), x.astype(np.float32)


def main():
    inputs, targets = damped_oscillator_dataset()
    folds = np.array_split(np.arange(len(inputs)), N_FOLDS)
    state = None
    scores = []
    for k, va_idx in enumerate(folds):
        tr_idx = np.setdiff1d(np.arange(len(inputs)), va_idx)
        state = fresh_state(jax.random.PRNGKey(k), template=state)
        for _ in range(EPOCHS):
            state, _ = train_step(state, inputs[tr_idx], targets[tr_idx])
        scores.append(float(eval_loss(state, inputs[va_idx], targets[va_idx])))
        print(f"fold {k}: val mse {scores[-1]:.4f}")
    print(f"cv mse {np.mean(scores):.4f} +- {np.std(scores):.4f}")


if __name__ == "__main__":
    main()
