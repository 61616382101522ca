import numpy as np

from report import skill_report

rng = np.random.default_rng(0)
for day in range(5):
    n_skills_today = int(rng.integers(3, 7))
    skill_ids = rng.integers(0, n_skills_today, 64).astype(np.int32) + day
    correct = (rng.random(64) < 0.7).astype(np.float32)
    practiced = tuple(int(s) for s in np.unique(skill_ids))
    table = skill_report(skill_ids, correct, skills=practiced)
    for s, (n, acc) in zip(practiced, np.asarray(table)):
        print(f"day {day} skill {s}: {int(n)} attempts, {acc:.0%} correct")
