import numpy as np

from pipeline import clean_recto, clean_verso


def main():
    rng = np.random.default_rng(81)
    for folio in range(1, 4):
        recto = rng.random((32, 32)).astype(np.float32)
        verso = rng.random((32, 32)).astype(np.float32)
        r = clean_recto(recto)
        v = clean_verso(verso)
        print(f"f{folio}r", float(r.mean()), f"f{folio}v", float(v.mean()))


if __name__ == "__main__":
    main()
