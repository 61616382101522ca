from dataclasses import replace

import numpy as np

from mixer import StemMixer

LEN = 4096
RELEASES = [("intro", 0.80), ("single", 1.10), ("ballad", 0.70), ("remix", 1.25), ("outro", 0.90)]


def song_stems(rng):
    for title, master in RELEASES:
        stems = rng.standard_normal((4, LEN)).astype(np.float32) * 0.2
        gains = rng.uniform(0.5, 1.0, 4).astype(np.float32)
        pans = rng.uniform(-0.5, 0.5, 4).astype(np.float32)
        yield title, master, stems, gains, pans


def main():
    rng = np.random.default_rng(0)
    mixer = StemMixer()
    for title, master, stems, gains, pans in song_stems(rng):
        premix = mixer.render(stems, gains, pans)
        mastered = replace(mixer, master_gain=master)
        out = mastered.render(stems, gains, pans)
        print(title, float(np.abs(np.asarray(premix)).max()), float(np.abs(np.asarray(out)).max()))


if __name__ == "__main__":
    main()
