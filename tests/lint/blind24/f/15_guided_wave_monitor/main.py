import numpy as np

from monitor import PitchCatchMonitor
from signal_ops import damage_index

N_PATHS, N_T = 12, 1024


def tone_burst_response(rng, scatter=0.0, temp_shift=0.0):
    t = np.arange(N_T) / 5e6
    tof = 60e-6 * (1 + 0.001 * temp_shift) + rng.uniform(0, 2e-8, (N_PATHS, 1))
    env = np.exp(-((t - tof) / 8e-6) ** 2)
    sig = env * np.sin(2 * np.pi * 200e3 * (t - tof))
    if scatter:
        sig += scatter * np.roll(sig, 40, axis=1)
    return (sig + rng.normal(0, 0.01, sig.shape)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    gate = np.zeros(N_T, np.float32)
    gate[200:700] = 1.0
    baseline = tone_burst_response(np.random.default_rng(100))
    # threshold from repeated healthy measurements
    healthy = [np.asarray(damage_index(baseline, tone_burst_response(np.random.default_rng(100 + k)), gate))
               for k in range(1, 6)]
    thr = float(np.max(healthy)) * 1.5 + 1e-3
    mon = PitchCatchMonitor(baseline, gate, thr)
    for cycle_k in range(5):
        meas = tone_burst_response(np.random.default_rng(100 + cycle_k), scatter=0.1 * cycle_k)
        di, alarm = mon.check(meas)
        print(f"{cycle_k * 50}k cycles: max DI {di.max():.4f}, paths alarmed {int(alarm.sum())}")


if __name__ == "__main__":
    main()
