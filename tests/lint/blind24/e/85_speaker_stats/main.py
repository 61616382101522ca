import numpy as np

from episodes import load_episode_cues
from stats import speaking_time


def main():
    for ep in range(1, 7):
        speakers, durations, cast = load_episode_cues(ep)
        total, lines = speaking_time(durations, speakers, num_speakers=cast)
        share = np.asarray(total) / float(np.sum(total))
        print(f"ep{ep}: cast {cast}, top speaker share {share.max():.2f}")


if __name__ == "__main__":
    main()
