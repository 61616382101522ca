import numpy as np

from tails import ultimate_from_paid

# submissions from three subsidiaries, each with its own coding of line of business
submissions = [
    ("UK", "Motor", [12.1, 10.4, 8.8], [1.05, 1.21, 1.62]),
    ("UK", "Property", [5.5, 4.9, 3.2], [1.02, 1.08, 1.30]),
    ("IE", "MOTOR", [3.1, 2.8, 2.0], [1.05, 1.21, 1.62]),
    ("IE", "LIABILITY", [2.2, 1.4, 0.6], [1.20, 1.75, 2.90]),
    ("NL", "motor", [4.0, 3.3, 2.1], [1.05, 1.21, 1.62]),
    ("NL", "liability", [1.9, 1.1, 0.5], [1.20, 1.75, 2.90]),
]
for entity, lob, paid, cdf in submissions:
    ult = ultimate_from_paid(np.array(paid, np.float32), np.array(cdf, np.float32), lob=lob)
    print(f"{entity} {lob}: ultimate {float(ult.sum()):.2f}m")
