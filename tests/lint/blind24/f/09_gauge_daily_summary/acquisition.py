import numpy as np

CHANNELS = 8
SAMPLES = 600


def daily_logs(n_days=10, seed=21):
    """Datalogger files; the thermocouple channel drops out on some days."""
    rng = np.random.default_rng(seed)
    for day in range(n_days):
        temp = 15 + 8 * np.sin(np.linspace(0, 2 * np.pi, SAMPLES)) + rng.normal(0, 0.2, SAMPLES)
        strain = (40 * rng.standard_normal((SAMPLES, CHANNELS)).cumsum(0) / 30
                  + 11.7 * (temp[:, None] - 20))
        rec = {"strain": strain.astype(np.float32)}
        if rng.uniform() > 0.3:
            rec["temp"] = temp.astype(np.float32)
        yield day, rec
