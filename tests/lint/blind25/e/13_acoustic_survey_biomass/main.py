import numpy as np
from transects import survey_day, pad_batch
from biomass import integrate_nasc

rng = np.random.default_rng(21)
for day in range(6):
    nasc, mask = pad_batch(survey_day(day, rng))
    rho = integrate_nasc(nasc, mask, np.float32(0.5))
    print("day", day, "mean density", round(float(rho), 1))
