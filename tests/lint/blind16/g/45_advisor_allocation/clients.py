import numpy as np

DEFAULT_RISK_AVERSION = 4.0


def risk_aversion(profile):
    if "questionnaire" in profile:
        answers = np.asarray(profile["questionnaire"])
        value = 2.0 + 6.0 * np.mean(answers) / 5.0
    else:
        value = profile.get("risk_aversion", DEFAULT_RISK_AVERSION)
    return np.float32(value)


CLIENTS = [
    {"id": "c01", "questionnaire": [3, 4, 2, 5]},
    {"id": "c02"},
    {"id": "c03", "risk_aversion": 8.0},
    {"id": "c04", "questionnaire": [1, 1, 2, 1]},
]
