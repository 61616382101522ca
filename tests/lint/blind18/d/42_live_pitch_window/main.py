import numpy as np

from tracker import SR, LivePitchTracker

CHUNK = 400


def microphone(seconds=0.3):
    t = np.arange(int(SR * seconds)) / SR
    f = 180.0 + 40.0 * t
    sig = np.sin(2 * np.pi * np.cumsum(f) / SR).astype(np.float32)
    for s in range(0, len(sig), CHUNK):
        yield sig[s:s + CHUNK]


def main():
    tracker = LivePitchTracker()
    for chunk in microphone():
        print(f"{tracker.feed(chunk):.1f} Hz")


if __name__ == "__main__":
    main()
