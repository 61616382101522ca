import numpy as np

from review import second_opinion


def first_pass_scores(rng, n_frames=40):
    feats = rng.standard_normal((n_frames, 16)).astype(np.float32)
    scores = rng.uniform(0, 1, n_frames)
    return feats, scores


def main():
    rng = np.random.default_rng(0)
    w = (0.3 * rng.standard_normal((16, 2))).astype(np.float32)
    for video in range(5):
        feats, scores = first_pass_scores(rng)
        flagged = feats[scores > 0.8]
        if len(flagged) == 0:
            continue
        risk = second_opinion(flagged, w)
        print(f"video {video}: {len(flagged)} flagged frames, risk {float(risk):.3f}")


if __name__ == "__main__":
    main()
