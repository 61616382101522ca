import numpy as np
from harq_buffer import soft_combine, N_PROC


class HarqEntity:
    n_bits = 256

    def __init__(self):
        self.buffers = np.zeros((N_PROC, self.n_bits), np.float32)
        self.slot = 0

    def receive(self, llr, ndi):
        pid = self.slot % N_PROC
        self.buffers, bits = soft_combine(self.buffers, llr, ndi, pid)
        self.slot += 1
        return bits
