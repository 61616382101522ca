RUN = {
    "n_ions": 32,
    "box": 4.0,
    "steps": 6,
    "dt": 0.001,
    # empty means the full (uncut) Coulomb sum
    "cutoff": "",
}


def cutoff_radius(run):
    value = run.get("cutoff", "")
    return float(value) if value else None
