import numpy as np

from fights import fight_strength


def read_tick(rng):
    hp = rng.uniform(0, 1, size=5).astype(np.float32)
    dmg = rng.uniform(50, 120, size=5).astype(np.float32)
    pos = rng.normal(size=(5, 2)).astype(np.float32)
    return hp, dmg, pos


def main():
    rng = np.random.default_rng(23)
    out = []
    for tick in range(12):
        hp, dmg, pos = read_tick(rng)
        alive = hp > 0.2
        out.append(float(fight_strength(hp, dmg, pos, alive)))
    print(np.round(out, 1))


if __name__ == "__main__":
    main()
