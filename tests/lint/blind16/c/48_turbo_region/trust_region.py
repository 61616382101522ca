from dataclasses import dataclass


@dataclass
class TrustRegion:
    length: float = 0.4
    success: int = 0
    failure: int = 0

    def bounds(self):
        return (-self.length / 2, self.length / 2)

    def update(self, improved):
        if improved:
            self.success, self.failure = self.success + 1, 0
        else:
            self.success, self.failure = 0, self.failure + 1
        if self.success >= 2:
            self.length, self.success = min(2 * self.length, 0.8), 0
        elif self.failure >= 2:
            self.length, self.failure = self.length / 2, 0
