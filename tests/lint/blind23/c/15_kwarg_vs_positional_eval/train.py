import numpy as np
from model import decode_loss, fit_step


def hamming74_batch(rng, n, sigma):
    g = np.array([[1, 0, 0, 0, 1, 1, 0], [0, 1, 0, 0, 1, 0, 1], [0, 0, 1, 0, 0, 1, 1], [0, 0, 0, 1, 1, 1, 1]])
    msg = rng.integers(0, 2, (n, 4))
    cw = msg @ g % 2
    rx = (1 - 2 * cw) + sigma * rng.standard_normal(cw.shape)
    return rx.astype(np.float32), msg.astype(np.float32)


def validate(params, rng):
    rx, bits = hamming74_batch(rng, 512, 0.6)
    return float(decode_loss(params, rx=rx, bits=bits))


def run(params, opt_state, epochs, steps, rng):
    for ep in range(epochs):
        for _ in range(steps):
            rx, bits = hamming74_batch(rng, 512, 0.6)
            params, opt_state, _ = fit_step(params, opt_state, rx, bits)
        train_rx, train_bits = hamming74_batch(rng, 512, 0.6)
        print(ep, float(decode_loss(params, train_rx, train_bits)), validate(params, rng))
    return params
