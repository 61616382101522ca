from metrics import churn_metrics


class HoldoutLogger:
    def __init__(self, features, churned, every=2):
        self.features = features
        self.churned = churned
        self.every = every

    def __call__(self, step, params):
        if step % self.every == 0:
            m = churn_metrics(params=params, features=self.features, churned=self.churned)
            print(f"step {step} holdout logloss {float(m['logloss']):.4f}")
