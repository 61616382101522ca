SHIFT_LOG = [
    {"shift": "mon-am", "beam_on": True, "workload": 450.0},
    {"shift": "mon-pm", "beam_on": 1, "workload": 380.0},
    {"shift": "tue-am", "beam_on": 0, "workload": 0.0},
    {"shift": "tue-pm", "beam_on": "yes", "workload": 410.0},
]


def as_flag(value):
    if isinstance(value, str):
        return value.strip().lower() in ("yes", "true", "on", "1")
    return bool(value)
