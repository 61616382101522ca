from dataclasses import dataclass, field


@dataclass
class TermSchedule:
    """Epoch at which each loss term is switched on."""
    start: dict = field(default_factory=lambda: {"ic": 0, "pde": 1, "periodic": 3})
    weight: dict = field(default_factory=lambda: {"ic": 10.0, "pde": 1.0, "periodic": 1.0})

    def active_weights(self, epoch):
        return {name: w for name, w in self.weight.items() if epoch >= self.start[name]}
