import jax.numpy as jnp
import numpy as np

from epochs import FS, pre_response_power, response_window


def simulate_trials(n_trials=8, n_channels=6, seed=0):
    rng = np.random.default_rng(seed)
    rts = rng.uniform(0.45, 0.9, size=n_trials).round(3)
    trials = rng.normal(size=(n_trials, n_channels, int(1.2 * FS))).astype(np.float32)
    return jnp.asarray(trials), rts


def main():
    trials, rts = simulate_trials()
    feats = []
    for trial, rt in zip(trials, rts):
        onset, n = response_window(rt)
        feats.append(pre_response_power(trial, onset=onset, n_samples=n))
    feats = jnp.stack(feats)
    print("mean beta-band proxy per channel:", np.round(np.asarray(feats.mean(0)), 3))


if __name__ == "__main__":
    main()
