import numpy as np

N_Q, N_OPT = 20, 4


def scan_tray(scanner, n_sheets, rng):
    """Bubble darkness per question/option. Older scanners return raw 8-bit intensities."""
    fill = rng.integers(0, N_OPT, (n_sheets, N_Q))
    dark = rng.uniform(0.0, 0.25, (n_sheets, N_Q, N_OPT))
    dark[np.arange(n_sheets)[:, None], np.arange(N_Q)[None, :], fill] = rng.uniform(0.6, 1.0, (n_sheets, N_Q))
    if scanner == "legacy":
        return (dark * 255).astype(np.uint8)
    return dark.astype(np.float32)
