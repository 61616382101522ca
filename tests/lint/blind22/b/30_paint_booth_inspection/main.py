import numpy as np

from scoring import get_scorer

BOOTHS = {
    "booth_a": {"nominal": 80.0, "tolerance": 6.0},
    "booth_b": {"nominal": 120.0, "tolerance": 8.0},
}


def main():
    rng = np.random.default_rng(21)
    for batch in range(3):
        for booth, spec in BOOTHS.items():
            readings = rng.normal(spec["nominal"], 4.0, size=(6, 10)).astype(np.float32)
            scorer = get_scorer(spec)
            print(batch, booth, np.round(np.asarray(scorer(readings)), 3))


if __name__ == "__main__":
    main()
