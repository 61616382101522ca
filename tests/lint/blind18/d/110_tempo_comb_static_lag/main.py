import numpy as np

from tempo import comb_enhance, estimate_lag

FPS, N = 100, 600


def onset_env(bpm, rng):
    period = int(FPS * 60 / bpm)
    env = 0.05 * rng.random(N).astype(np.float32)
    env[::period] += 1.0
    return env


def main():
    rng = np.random.default_rng(0)
    for bpm in (120, 100, 150, 120, 90):
        env = onset_env(bpm, rng)
        lag = int(estimate_lag(env))
        enhanced = comb_enhance(env, lag)
        print(bpm, lag, float(np.asarray(enhanced).max()))


if __name__ == "__main__":
    main()
