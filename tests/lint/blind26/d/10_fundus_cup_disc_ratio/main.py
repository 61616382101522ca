import numpy as np

from metrics import vertical_cdr


def disc_cup_maps(n, seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:40, :40]
    r = np.sqrt((yy - 20) ** 2 + (xx - 20) ** 2)[None]
    disc_r = rng.uniform(10, 15, size=(n, 1, 1))
    cup_r = disc_r * rng.uniform(0.3, 0.8, size=(n, 1, 1))
    disc = 1 / (1 + np.exp(r - disc_r))
    cup = 1 / (1 + np.exp(r - cup_r))
    return disc.astype(np.float32), cup.astype(np.float32)


def main():
    for site in range(4):
        disc, cup = disc_cup_maps(6, site)
        ratios = vertical_cdr(disc, cup)
        print(site, np.round(np.asarray(ratios), 2), int((ratios > 0.6).sum()))


if __name__ == "__main__":
    main()
