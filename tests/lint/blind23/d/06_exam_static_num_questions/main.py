import numpy as np

from exams import load_exams
from scoring import grade_exam


def report(exam):
    pct, item_p = grade_exam(exam["answers"], exam["key"], exam["weights"], num_questions=exam["n"])
    hardest = int(np.argmin(np.asarray(item_p)))
    print(f"{exam['name']:8s} mean {float(pct.mean()):5.1f}%  hardest item {hardest}")


for exam in load_exams():
    report(exam)
