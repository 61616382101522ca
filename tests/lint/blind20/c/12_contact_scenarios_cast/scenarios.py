import numpy as np

BASE_CONTACTS = 12.0


def load_scenarios():
    survey_contacts = np.array([7.5, 8.1, 6.9, 7.2])
    scenarios = {
        "baseline": 1,
        "masks": 0.8,
        "remote_work": np.clip(survey_contacts.mean() / BASE_CONTACTS, 0.0, 1.0),
        "reopening": 1,
    }
    return {name: np.float32(scale) for name, scale in scenarios.items()}
