import numpy as np

N_ANT = 32


def dft_codebook(n_beams, n_ant=N_ANT):
    angles = np.arcsin(np.linspace(-1, 1, n_beams, endpoint=False) + 1.0 / n_beams)
    k = np.arange(n_ant)
    return (np.exp(1j * np.pi * k[None, :] * np.sin(angles)[:, None]) / np.sqrt(n_ant)).astype(np.complex64), angles


STAGES = [dft_codebook(n) for n in (4, 8, 16)]
