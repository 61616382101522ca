import numpy as np

N_FEAT = 16


def load_records(rng, n):
    """Each record: descriptor vector and the energies of its computed conformers."""
    recs = []
    for i in range(n):
        x = rng.normal(size=N_FEAT).astype(np.float32)
        n_conf = 1 if i % 2 == 0 else 3
        confs = (x[:4].sum() + 0.05 * rng.normal(size=n_conf)).astype(np.float32)
        recs.append({"x": x, "conformer_energies": confs})
    return recs


def reference_energy(rec):
    e = rec["conformer_energies"]
    if len(e) == 1:
        return e[0]
    # Boltzmann-like average over conformers at room temperature
    w = np.exp(-(e - e.min()) / 0.025)
    return np.float32(np.sum(w * e) / np.sum(w))
