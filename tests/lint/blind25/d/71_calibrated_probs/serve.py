from calibrate import calibrated_probs

class ClauseService:
    def __init__(self, W, temperature=None):
        self.W = W
        self.temperature = temperature

    def predict(self, feats):
        logits = feats @ self.W
        if self.temperature is None:
            return calibrated_probs(logits)
        return calibrated_probs(logits, temperature=self.temperature)
