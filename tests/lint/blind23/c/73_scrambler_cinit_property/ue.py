from dataclasses import dataclass


@dataclass
class UEContext:
    rnti: int
    n_id: int = 301
    q: int = 0

    @property
    def c_init(self):
        return int(self.rnti) * 2 ** 15 + self.q * 2 ** 14 + int(self.n_id)
