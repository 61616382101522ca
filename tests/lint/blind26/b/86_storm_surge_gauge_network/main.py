import numpy as np

from network import GaugeNetwork
from surge import surge_exceedance


def storm_event(k, rng, n_gauges=5, n_hours=72):
    t = np.arange(n_hours)
    tide = 0.8 * np.cos(2 * np.pi * t / 12.42)[None] * np.linspace(0.8, 1.2, n_gauges)[:, None]
    surge = (0.5 + 0.2 * k) * np.exp(-((t - 36) / 10.0) ** 2)[None] * rng.uniform(0.7, 1.3, (n_gauges, 1))
    return (tide + surge + rng.normal(0, 0.03, (n_gauges, n_hours))).astype(np.float32), tide.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    net = GaugeNetwork()
    thresholds = np.array([0.6, 0.6, 0.5, 0.7, 0.5], np.float32)
    for k in range(5):
        wl, tide = storm_event(k, rng)
        hours, peak, lead = surge_exceedance(wl, tide, thresholds, gauge_names=net.names)
        print(f"storm {k}: peak surge {float(peak.max()):.2f} m at {net.names[int(lead)]}, hours above threshold {np.asarray(hours).tolist()}")


if __name__ == "__main__":
    main()
