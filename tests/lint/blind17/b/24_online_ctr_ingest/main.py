import numpy as np

from learner import OnlineLogistic
from streams import interleave


def main():
    rng = np.random.default_rng(0)
    model = OnlineLogistic(64, 4)
    for i, events in enumerate(interleave(rng, 8)):
        print(i, model.observe(events))


if __name__ == "__main__":
    main()
