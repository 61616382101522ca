import numpy as np

from detector import MockHandTracker
from pose import handshape_features


def main():
    tracker = MockHandTracker()
    feats = []
    for f in range(12):
        hands = tracker.process(f)
        feats.append(np.asarray(handshape_features(hands)))
    feats = np.stack(feats)
    print(feats.shape, float(feats.mean()))


if __name__ == "__main__":
    main()
