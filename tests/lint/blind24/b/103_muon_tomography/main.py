import numpy as np

from classify import high_z_probability
from tracks import read_run, summarize


def main():
    rng = np.random.default_rng(0)
    for container in range(6):
        theta, p = read_run(rng)
        prob = high_z_probability(summarize(theta, p))
        print(f"container {container}: {len(theta)} tracks, P(high-Z) = {float(prob):.2f}")


if __name__ == "__main__":
    main()
