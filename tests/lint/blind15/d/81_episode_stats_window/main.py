import numpy as np

from logger import EpisodeLogger


def main():
    rng = np.random.default_rng(0)
    logger = EpisodeLogger()
    ep_return = 0.0
    for step in range(1, 201):
        ep_return += rng.normal()
        if rng.random() < 0.08:
            logger.record(ep_return)
            ep_return = 0.0
        if step % 40 == 0:
            print(logger.flush(step))


if __name__ == "__main__":
    main()
