import numpy as np

from thermo import thermal_contrast


def acquisition(panel, rng, frames=40, h=32, w=48):
    t = np.arange(1, frames + 1)[:, None, None] * 0.05
    depth = np.full((h, w), 3.0)
    depth[10 + panel:18 + panel, 20:30] = 1.0 + 0.2 * panel     # delamination in CFRP panel
    T = 1.0 / np.sqrt(t) * (1 + 2 * np.exp(-(depth ** 2) / (4 * 0.4 * t)))
    return (T + rng.normal(0, 0.01, T.shape)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for panel in range(5):
        seq = acquisition(panel, rng)
        frame_shape = seq.shape[1:]
        cmax, tpk = thermal_contrast(seq.reshape(seq.shape[0], -1), frame_shape=frame_shape)
        cmax = np.asarray(cmax)
        print(f"panel {panel}: max contrast {cmax.max():.3f}, defect pixels {(cmax > 0.5 * cmax.max()).sum()}")


if __name__ == "__main__":
    main()
