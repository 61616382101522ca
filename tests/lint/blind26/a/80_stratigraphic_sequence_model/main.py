import numpy as np

from sequence import sequence_posterior
from sites import stratified_sites

for name, ages, errs in stratified_sites():
    mus, _ = sequence_posterior(ages, errs, n_dates=len(ages))
    print(f"{name:10s} top {float(mus[0]):.0f} base {float(mus[-1]):.0f}")
