import numpy as np

N_CHANNELS = 12
R_GPS = 26560.0
RE = 6378.0


class TrackingChannels:
    """Receiver with a fixed bank of tracking channels; unused channels carry zero weight."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def epoch(self, rx, k):
        n_vis = 5 + (k * 3) % 7
        u = self.rng.uniform(-1.2, 1.2, n_vis)
        w = self.rng.uniform(-1.2, 1.2, n_vis)
        dirs = np.stack([np.cos(u) * np.cos(w) + 0.5, np.sin(u) * np.cos(w), np.sin(w)], 1)
        dirs /= np.linalg.norm(dirs, axis=1, keepdims=True)
        sats = rx + R_GPS * dirs
        rho = np.linalg.norm(sats - rx, axis=1) + 0.3 + self.rng.normal(0, 0.005, n_vis)
        S = np.zeros((N_CHANNELS, 3), np.float32)
        P = np.zeros(N_CHANNELS, np.float32)
        W = np.zeros(N_CHANNELS, np.float32)
        S[:n_vis], P[:n_vis], W[:n_vis] = sats, rho, 1.0
        S[n_vis:] = rx + R_GPS * np.array([1.0, 0.0, 0.0])
        return S, P, W
