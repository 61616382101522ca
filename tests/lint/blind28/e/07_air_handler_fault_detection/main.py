from data import load_ahu_trends
from rules import apar_fault_scores

for unit_id, trend in enumerate(load_ahu_trends()):
    scores = apar_fault_scores(trend)
    flagged = [k for k, v in scores.items() if float(v) > 0.2]
    print(f"AHU-{unit_id + 1}: {flagged}")
