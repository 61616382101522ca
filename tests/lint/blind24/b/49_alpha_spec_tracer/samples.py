import numpy as np

N_CH = 400


def _peak(ch, mu, a):
    # low-energy tailing typical of alpha peaks
    z = (ch - mu) / 4.0
    return a * np.where(z < 0, np.exp(z / 1.5), np.exp(-0.5 * z ** 2))


def load_samples(seed=6):
    rng = np.random.default_rng(seed)
    ch = np.arange(N_CH)
    out = []
    for i in range(6):
        has_tracer = i % 3 != 0
        spec = _peak(ch, 250, 60 + 10 * i) + (_peak(ch, 300, 80) if has_tracer else 0)
        sample = {
            "counts": rng.poisson(spec + 0.2).astype(np.float32),
            "analyte_roi": np.array([220, 262]),
            "tracer_roi": np.array([270, 312]),
            "tracer_bq": np.float32(0.05 if has_tracer else 0.0),
        }
        out.append(sample)
    return out
