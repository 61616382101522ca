from infer import exceedance_prob


class LoadExceedanceService:
    """Probability that a gust encounter exceeds limit load, per flight leg."""

    def __init__(self, params, calibrated_temperature=None):
        self.params = params
        self.temperature = calibrated_temperature

    def score(self, x):
        if self.temperature is None:
            return exceedance_prob(self.params, x)
        return exceedance_prob(self.params, x, temperature=self.temperature)
