class MetricLogger:
    def __init__(self):
        self.rows = []

    def log(self, metrics, epoch):
        row = {"epoch": epoch, **{k: round(float(v), 4) for k, v in metrics.items()}}
        self.rows.append(row)
        print(row)
