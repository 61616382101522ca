import numpy as np

from align import to_right_eye_frame


def scans():
    rng = np.random.default_rng(0)
    for i in range(8):
        lat = "OD" if i % 2 == 0 else "OS"
        yield lat, rng.normal(280, 20, size=(32, 32)).astype(np.float32)


def main():
    for lat, m in scans():
        aligned, cst = to_right_eye_frame(m, laterality=lat)
        print(lat, round(float(cst), 1), round(float(aligned[:, -1].mean()), 1))


if __name__ == "__main__":
    main()
