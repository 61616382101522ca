import numpy as np

BIN_SIZE = 0.05


def simulate_trials(n_trials, n_units, rate_hz, seed=0):
    rng = np.random.default_rng(seed)
    durations = [0.8, 1.0, 1.2]
    trials = []
    for i in range(n_trials):
        dur = durations[i % len(durations)]
        label = i % 2
        counts = rng.poisson(rate_hz * dur * (1.0 + 0.5 * label), size=n_units)
        spikes = [np.sort(rng.uniform(0.0, dur, k)) for k in counts]
        trials.append((spikes, dur, label))
    return trials


def bin_trial(spikes, duration, bin_size=BIN_SIZE):
    n_bins = int(round(duration / bin_size))
    edges = np.linspace(0.0, duration, n_bins + 1)
    counts = np.stack([np.histogram(s, edges)[0] for s in spikes])
    return counts.astype(np.float32)
