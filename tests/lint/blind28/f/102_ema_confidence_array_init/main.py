import numpy as np

from stream import LiveCaptioner


def main():
    rng = np.random.default_rng(0)
    cap = LiveCaptioner()
    for utterance in range(2):
        cap.reset()
        for t in range(5):
            logits = (rng.normal(size=30) * (1 + t)).astype(np.float32)
            print(utterance, t, cap.push(logits), round(float(cap.confidence), 3))


if __name__ == "__main__":
    main()
