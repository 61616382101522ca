import numpy as np

from smoother import PhTrend


def main():
    rng = np.random.default_rng(4)
    probe = PhTrend()
    ph = 6.5
    for minute in range(0, 240, 20):
        ph -= 0.12 + 0.02 * rng.normal()
        level, slope = probe.push(ph)
        action = "dose base" if level < 5.2 and slope < 0 else "-"
        print(f"t={minute:3d} min pH={ph:.2f} level={level:.2f} slope={slope:+.3f} {action}")


if __name__ == "__main__":
    main()
