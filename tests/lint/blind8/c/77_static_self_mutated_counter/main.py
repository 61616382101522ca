import numpy as np

from scorer import LengthPenaltyScorer


def hypotheses(rng, n_beams=4):
    lengths = rng.integers(1, 12, size=n_beams).astype(np.float32)
    return (-rng.uniform(0.5, 2.0, size=n_beams) * lengths).astype(np.float32), lengths


def main():
    rng = np.random.default_rng(0)
    scorer = LengthPenaltyScorer(alpha=0.8)
    for req in range(5):
        order, scores = scorer.rank(*hypotheses(rng))
        print(f"request {req}: best beam {int(order[0])} score {float(scores[order[0]]):.3f}")
    print(f"scorer used {scorer.calls} times")


if __name__ == "__main__":
    main()
