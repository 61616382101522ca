class ExperimentConfig:
    def __init__(self, grading_scheme="ICDR"):
        self.grading_scheme = grading_scheme
        self.lr = 1e-3
        self.epoch = 0

    @property
    def n_classes(self):
        return {"ICDR": 5, "referable": 2}[self.grading_scheme]
