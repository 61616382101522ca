import numpy as np

from cycling import cycle


def main():
    rng = np.random.default_rng(0)
    analyses = [rng.normal(280, 5, (24, 24)).astype(np.float32) for _ in range(6)]
    print(np.round(cycle(analyses), 3))


if __name__ == "__main__":
    main()
