from metrics import contact_metrics


class ValidationCallback:
    def __init__(self, predict, valid_set):
        self.predict = predict
        self.valid_set = valid_set
        self.history = []

    def on_epoch_end(self, epoch, params):
        feats, contacts, mask = self.valid_set
        logits = self.predict(params, feats)
        result = contact_metrics(logits, contacts, mask)
        self.history.append({k: float(v) for k, v in result.items()})
        return self.history[-1]
