import numpy as np

from conform import ReelSpec, varispeed


def main():
    rng = np.random.default_rng(0)
    reels = [ReelSpec("R1", 24.0), ReelSpec("R2", 25.0), ReelSpec("R3", 23.976), ReelSpec("R4", 25)]
    for reel in reels:
        audio = rng.standard_normal((2, 4800)).astype(np.float32)
        out = varispeed(audio, reel.speed)
        print(reel.name, reel.speed, round(float(np.abs(out).mean()), 4))


if __name__ == "__main__":
    main()
