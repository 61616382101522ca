import numpy as np

from grade import trim_pass


def read_static_metadata(rng):
    return {"max_cll": rng.choice(np.array([1000.0, 4000.0])), "max_fall": 400.0}


def main():
    rng = np.random.default_rng(0)
    hero = rng.uniform(0, 3, (24, 32, 3)).astype(np.float32)
    trimmed = trim_pass(hero, 0.02, hdr=True)
    print("hero", round(float(trimmed.max()), 3))
    for shot in range(4):
        rgb = rng.uniform(0, 3, (24, 32, 3)).astype(np.float32)
        meta = read_static_metadata(rng)
        out = trim_pass(rgb, 0.02, hdr=meta["max_cll"] >= 1000.0)
        print(shot, round(float(out.max()), 3))


if __name__ == "__main__":
    main()
