import numpy as np

from scoring import score_against_templates

SIGNS = ["book", "drink", "computer", "go", "who"]


def main():
    rng = np.random.default_rng(0)
    templates = rng.normal(size=(len(SIGNS), 20, 42)).astype(np.float32)
    for q in range(4):
        query = templates[q % len(SIGNS)] + 0.1 * rng.normal(size=(20, 42)).astype(np.float32)
        d = np.asarray(score_against_templates(query, templates))
        print(q, SIGNS[int(d.argmin())], np.round(d, 2))


if __name__ == "__main__":
    main()
