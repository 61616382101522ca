import numpy as np

from av import from_grader, from_pipeline


def vessels(seed):
    rng = np.random.default_rng(seed)
    a = rng.uniform(80, 120, size=12).astype(np.float32)
    v = rng.uniform(110, 160, size=12).astype(np.float32)
    zone = rng.uniform(size=12) > 0.2
    return a, v, zone


def main():
    for img in range(3):
        a, v, zone = vessels(img)
        r1 = from_grader({"a": a, "v": v, "zone": zone})
        r2 = from_pipeline(a, v, zone)
        print(img, round(float(r1), 3), round(float(r2), 3))


if __name__ == "__main__":
    main()
