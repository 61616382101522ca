import numpy as np

from stream import LiveCaptioner


def main():
    rng = np.random.default_rng(0)
    cap = LiveCaptioner()
    for t in range(8):
        logits = (rng.normal(size=30) * (1 + t)).astype(np.float32)
        print(t, cap.push(logits), round(float(cap.confidence), 3))


if __name__ == "__main__":
    main()
