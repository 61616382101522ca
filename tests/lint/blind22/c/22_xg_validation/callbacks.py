from metrics import brier_and_logloss


class EvalCallback:
    def __init__(self, predict, x_val, y_val):
        self.predict = predict
        self.x_val = x_val
        self.y_val = y_val

    def on_epoch_end(self, epoch, params):
        logits = self.predict(params, self.x_val)
        brier, ll = brier_and_logloss(logits, self.y_val)
        print(f"epoch {epoch} brier {float(brier):.4f} logloss {float(ll):.4f}")
