import numpy as np

from player import Player


def main():
    rng = np.random.default_rng(0)
    player = Player()
    levels = []
    for seg in range(12):
        kbps = float(rng.uniform(900, 5000))
        levels.append(player.on_segment(kbps))
    print(levels)


if __name__ == "__main__":
    main()
