import numpy as np

N_ANT = 32
N_FINE = 64


def fine_codebook(n_beams=N_FINE, n_ant=N_ANT):
    angles = np.arcsin(np.linspace(-1, 1, n_beams, endpoint=False) + 1.0 / n_beams)
    k = np.arange(n_ant)
    return (np.exp(1j * np.pi * k[None, :] * np.sin(angles)[:, None]) / np.sqrt(n_ant)).astype(np.complex64), angles


def candidates(coarse_power, fine_per_coarse, rel_threshold_db=3.0):
    # refine every coarse beam within 3 dB of the strongest
    p_db = 10 * np.log10(coarse_power)
    good = np.flatnonzero(p_db > p_db.max() - rel_threshold_db)
    return np.concatenate([np.arange(g * fine_per_coarse, (g + 1) * fine_per_coarse) for g in good])
