import numpy as np

from mapper import SSHMapper


def along_track(cycle, rng, n=120):
    x = rng.uniform(0, 10, n)
    y = (x * 0.8 + cycle) % 10 + rng.normal(0, 0.2, n)
    ssh = 0.15 * np.sin(x / 2) * np.cos(y / 3) + rng.normal(0, 0.02, n)
    return np.stack([x, y], 1).astype(np.float32), ssh.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    mapper = SSHMapper()
    for cycle in range(5):
        xy, ssh = along_track(cycle, rng)
        field = np.asarray(mapper.map_cycle(xy, ssh))
        print(f"cycle {cycle}: mapped SSH range {np.nanmin(field):+.3f} .. {np.nanmax(field):+.3f} m")


if __name__ == "__main__":
    main()
