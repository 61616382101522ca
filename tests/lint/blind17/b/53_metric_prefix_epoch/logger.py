class MetricLogger:
    def __init__(self):
        self.rows = []

    def log(self, metrics):
        row = {k: round(float(v), 4) for k, v in metrics.items()}
        self.rows.append(row)
        print(row)
