import numpy as np

HEADER_DTYPE = np.dtype([("n_fft", "<i8"), ("cp_len", "<i8"), ("n_sym", "<i8")])


def read_header(raw):
    h = np.frombuffer(raw, HEADER_DTYPE)[0]
    return int(h["n_fft"]), int(h["cp_len"]), int(h["n_sym"])


def make_capture(rng, n_fft=128, cp_len=9, n_sym=7):
    header = np.array([(n_fft, cp_len, n_sym)], HEADER_DTYPE).tobytes()
    X = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (n_sym, n_fft)))
    t = np.fft.ifft(X, axis=1) * np.sqrt(n_fft)
    t = np.concatenate([t[:, -cp_len:], t], axis=1).reshape(-1).astype(np.complex64)
    return header, t, X
