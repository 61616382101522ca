class RateController:
    def __init__(self, target_bits, qp=26):
        self.target_bits = target_bits
        self.qp = qp

    def update(self, used_bits):
        if used_bits > 1.1 * self.target_bits:
            self.qp = min(self.qp + 2, 51)
        elif used_bits < 0.9 * self.target_bits:
            self.qp = max(self.qp - 1, 0)
        return self.qp
