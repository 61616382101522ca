class SupervisoryTuner:
    """Balances energy cost against comfort; the weighting follows the tariff."""

    def __init__(self, tariff):
        self.tariff = tariff
        self.hour = 0

    @property
    def objective_weights(self):
        price = self.tariff[self.hour % len(self.tariff)]
        energy_w = round(price / max(self.tariff), 2)
        return (energy_w, round(1.0 - energy_w, 2))
