import numpy as np


def simulate_pulses(n, seed=0):
    rng = np.random.default_rng(seed)
    pulses, labels = [], []
    for _ in range(n):
        is_neutron = rng.random() < 0.5
        length = int(rng.integers(80, 140))
        t = np.arange(length, dtype=np.float32)
        slow = 0.25 if is_neutron else 0.05
        p = (1 - slow) * np.exp(-t / 6.0) + slow * np.exp(-t / 60.0)
        p = p * rng.uniform(0.5, 2.0) + rng.normal(0, 0.01, length)
        pulses.append(p.astype(np.float32))
        labels.append(int(is_neutron))
    return pulses, np.array(labels, np.int32)


def collate(pulses):
    longest = max(len(p) for p in pulses)
    out = np.zeros((len(pulses), longest), np.float32)
    for i, p in enumerate(pulses):
        out[i, : len(p)] = p
    return out


def batches(pulses, labels, bs):
    for s in range(0, len(pulses), bs):
        yield collate(pulses[s:s + bs]), labels[s:s + bs]
