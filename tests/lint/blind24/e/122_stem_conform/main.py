import numpy as np

from resample import get_resampler


def conform_music_stems(stems, src_rate=44100, dst_rate=48000):
    out = []
    for stem in stems:
        resampler = get_resampler(src_rate, dst_rate)
        out.append(np.asarray(resampler(stem)))
    return out


def main():
    rng = np.random.default_rng(0)
    stems = [rng.standard_normal((2, 2205)).astype(np.float32) for _ in range(5)]
    out = conform_music_stems(stems)
    print([o.shape for o in out][0], round(float(np.mean([np.abs(o).mean() for o in out])), 4))


if __name__ == "__main__":
    main()
