import numpy as np

from analysis import crosshair_stats


def load_demo(rng, match_id):
    yaw = np.cumsum(rng.normal(scale=0.8, size=512)).astype(np.float32)
    pitch = np.cumsum(rng.normal(scale=0.3, size=512)).astype(np.float32)
    return f"demo_{match_id:05d}", yaw, pitch


def main():
    rng = np.random.default_rng(0)
    for match_id in range(1000, 1006):
        tag, yaw, pitch = load_demo(rng, match_id)
        mean_speed, max_speed, snaps = crosshair_stats(yaw, pitch, match_tag=tag)
        print(tag, round(float(mean_speed), 3), int(snaps))


if __name__ == "__main__":
    main()
