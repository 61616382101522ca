import numpy as np


class StudyRecords:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.subjects = {}
        for i in range(6):
            doses = np.array([rng.choice([50.0, 100.0, 200.0])] * 3, np.float32)
            self.subjects[f"S{i:02d}"] = {"doses": doses, "auc": np.float32(doses[0] / rng.lognormal(np.log(5), 0.2))}

    def first_dose(self, sid):
        return self.subjects[sid]["doses"][:1]

    def planned_dose(self, sid):
        return self.subjects[sid]["doses"][0]
