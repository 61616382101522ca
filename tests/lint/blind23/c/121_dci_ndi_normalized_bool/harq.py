import numpy as np
from dci import toggled
from rx_chain import harq_llr_update


class HarqProcess:
    def __init__(self, n_bits):
        self.soft = np.zeros(n_bits, np.float32)
        self.prev_ndi = None

    def on_pdsch(self, dci, llr):
        new_data = bool(toggled(self.prev_ndi, dci["ndi"]))
        self.prev_ndi = dci["ndi"]
        self.soft = harq_llr_update(self.soft, llr, new_data)
        return new_data
