import numpy as np

from deskew import skew_profile

FINE_BY_DEFAULT = True


def needs_fine_search(page):
    return (page.mean(axis=1) < 0.5).any()


def main():
    rng = np.random.default_rng(109)
    for folio in range(4):
        page = rng.random((40, 40)).astype(np.float32)
        page[::6] *= 0.3
        fine = FINE_BY_DEFAULT if folio == 0 else needs_fine_search(page)
        print(folio, float(skew_profile(page, fine=fine)))


if __name__ == "__main__":
    main()
