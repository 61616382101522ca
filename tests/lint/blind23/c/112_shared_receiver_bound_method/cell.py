import numpy as np
import jax
from ue_rx import UEReceiver


def serve_ues(n_ue, rng, n_rx=2, n_sym=128):
    rx = UEReceiver(ue_id=None, n_rx=n_rx)  # one baseband instance shared by all scheduled UEs
    combine = jax.jit(rx.irc_combine)
    out = {}
    for ue in range(n_ue):
        h = ((rng.standard_normal(n_rx) + 1j * rng.standard_normal(n_rx)) / np.sqrt(2)).astype(np.complex64)
        g = ((rng.standard_normal(n_rx) + 1j * rng.standard_normal(n_rx)) / np.sqrt(2)).astype(np.complex64)
        s = np.exp(1j * np.pi / 2 * rng.integers(0, 4, n_sym))
        i = rng.standard_normal(n_sym) + 1j * rng.standard_normal(n_sym)
        y = (np.outer(h, s) + np.outer(g, i) + 0.1 * rng.standard_normal((n_rx, n_sym))).astype(np.complex64)
        r_ii = (np.outer(g, g.conj()) * 2 + 0.01 * np.eye(n_rx)).astype(np.complex64)
        z = np.asarray(combine(y, h, r_ii))
        out[ue] = float(np.mean(np.abs(z / np.mean(z * s.conj()) - s) ** 2))
    return out
