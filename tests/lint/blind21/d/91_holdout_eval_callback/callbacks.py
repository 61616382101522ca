from metrics import evaluate


class HoldoutLogger:
    def __init__(self, holdout, every=2):
        self.holdout = holdout
        self.every = every
        self.history = []

    def __call__(self, rnd, params):
        if rnd % self.every:
            return
        m = evaluate(params, self.holdout)
        self.history.append((rnd, float(m["acc"])))
        print(f"[holdout] round {rnd} acc={float(m['acc']):.3f}")
