import numpy as np

from tof import tof_to_energy_spectrum


def pulse_data(run, rng):
    # Watt-like fission spectrum neutrons timed over a 10 m flight path
    e = rng.gamma(2.0, 0.7 + 0.1 * run, 3000 + 700 * run)
    v = 2.998e8 * np.sqrt(1 - 1 / (1 + e / 939.565) ** 2)
    return (10.0 / v * 1e6).astype(np.float32)  # us


def main():
    rng = np.random.default_rng(0)
    for run in range(4):
        t = pulse_data(run, rng)
        edges = np.histogram_bin_edges(t, bins="auto").astype(np.float32)
        counts, _ = np.histogram(t, bins=edges)
        e, spec = tof_to_energy_spectrum(counts.astype(np.float32), edges)
        print(f"run {run}: {len(edges) - 1} bins, mean energy {float((e * spec).sum() / spec.sum()):.2f} MeV")


if __name__ == "__main__":
    main()
