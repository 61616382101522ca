import numpy as np

def utility_shutoffs(rng, n=400):
    return rng.uniform(size=n) < 0.07

def survey_flags(rng, n=400):
    return (rng.uniform(size=n) < 0.06).astype(np.float32)

SOURCES = {"utility": utility_shutoffs, "survey": survey_flags}
