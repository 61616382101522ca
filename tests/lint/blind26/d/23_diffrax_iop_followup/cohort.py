import numpy as np


def visits_for(patient):
    # follow-up visits every 2 weeks for however long the patient stayed in the study
    weeks = patient["followup_weeks"]
    return np.arange(0, weeks * 7 + 1, 14, dtype=np.float32)


PATIENTS = [
    {"id": "P01", "followup_weeks": 12, "iop0": 28.0},
    {"id": "P02", "followup_weeks": 8, "iop0": 25.0},
    {"id": "P03", "followup_weeks": 12, "iop0": 31.0},
    {"id": "P04", "followup_weeks": 20, "iop0": 26.0},
]
