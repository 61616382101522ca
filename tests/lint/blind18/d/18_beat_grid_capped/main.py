import numpy as np

from beats import FPS, estimate_num_beats, fit_beat_grid, onset_envelope

SR = 8000


def click_track(bpm, seconds, rng):
    x = 0.01 * rng.standard_normal(int(SR * seconds)).astype(np.float32)
    step = int(SR * 60.0 / bpm)
    for s in range(0, len(x), step):
        x[s:s + 40] += 1.0
    return x


def main():
    rng = np.random.default_rng(0)
    songs = [(120, 4.0), (96, 4.0), (140, 4.0), (110, 4.0), (128, 4.0)]
    for bpm, dur in songs:
        env = onset_envelope(click_track(bpm, dur, rng))
        period = np.float32(FPS * 60.0 / bpm)
        n = np.int32(estimate_num_beats(env, bpm))
        grid, valid = fit_beat_grid(env, period, n)
        grid = np.asarray(grid)[np.asarray(valid)]
        print(bpm, len(grid), float(grid[0]))


if __name__ == "__main__":
    main()
