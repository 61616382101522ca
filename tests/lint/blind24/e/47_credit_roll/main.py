import numpy as np

from timeline import hold_frames, scroll_frames


def main():
    rng = np.random.default_rng(0)
    credits = (rng.uniform(0, 1, (120, 48)) > 0.7).astype(np.float32)
    frames = hold_frames(credits, 3) + scroll_frames(credits, 0, 30) + hold_frames(credits, 2)
    print(len(frames), float(sum(f.sum() for f in frames)))


if __name__ == "__main__":
    main()
