import numpy as np

from analysis import distractor_analysis
from exams import exams

for name, choices, key in exams():
    table = np.asarray(distractor_analysis(choices, key))
    weakest = int(np.argmin(table[:, 4]))
    print(f"{name}: {len(choices)} questions, least discriminating q{weakest} ({table[weakest, 4]:+.2f})")
