import numpy as np


def load_logs(n_students, n_skills, seed=1):
    rng = np.random.default_rng(seed)
    logs = []
    for _ in range(n_students):
        n = int(rng.integers(4, 50))
        logs.append((rng.integers(0, n_skills, n), (rng.random(n) < 0.65).astype(np.int32)))
    return logs


def to_windows(logs, window, n_skills):
    xs, qs, ys, ms = [], [], [], []
    for skills, correct in logs:
        for start in range(0, len(skills) - 1, window):
            s = skills[start:start + window + 1]
            c = correct[start:start + window + 1]
            n = len(s) - 1
            x = np.zeros(window, np.int32); q = np.zeros(window, np.int32)
            y = np.zeros(window, np.float32); m = np.zeros(window, np.float32)
            x[:n] = s[:-1] + n_skills * c[:-1]
            q[:n] = s[1:]
            y[:n] = c[1:]
            m[:n] = 1.0
            xs.append(x); qs.append(q); ys.append(y); ms.append(m)
    return np.stack(xs), np.stack(qs), np.stack(ys), np.stack(ms)


def iterate(arrays, batch_size, rng):
    n = arrays[0].shape[0]
    order = rng.permutation(n)
    for i in range(0, n - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield tuple(a[idx] for a in arrays)
