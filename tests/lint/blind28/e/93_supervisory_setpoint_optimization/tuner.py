class SupervisoryTuner:
    def __init__(self, tariff, energy_weight=0.6):
        self.tariff = tariff
        self.hour = 0
        self.energy_weight = energy_weight

    @property
    def objective_weights(self):
        return (self.energy_weight, round(1.0 - self.energy_weight, 2))

    @property
    def price(self):
        return self.tariff[self.hour % len(self.tariff)]
