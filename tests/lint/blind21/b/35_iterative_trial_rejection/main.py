import jax
import jax.numpy as jnp
import numpy as np

from recording import EpochedRecording


@jax.jit
def deviation_scores(epochs):
    erp = epochs.mean(axis=0)
    resid = epochs - erp[None]
    return jnp.sqrt((resid ** 2).mean(axis=(1, 2)))


def simulate(n_trials=60, n_channels=16, n_times=50, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 0.5, n_times)
    p300 = 5 * np.exp(-((t - 0.3) ** 2) / 0.002)
    x = rng.normal(scale=3.0, size=(n_trials, n_channels, n_times)) + p300
    x[rng.choice(n_trials, 8, replace=False)] += rng.normal(scale=25.0, size=(8, n_channels, n_times))
    return x.astype(np.float32)


def main():
    rec = EpochedRecording(simulate(), sfreq=100.0)
    for it in range(4):
        scores = deviation_scores(jnp.asarray(rec.clean))
        rec.mark_bad(np.asarray(scores), n_drop=2)
        print(f"pass {it}: {int(rec.good.sum())} trials left, max score {float(scores.max()):.2f}")


if __name__ == "__main__":
    main()
