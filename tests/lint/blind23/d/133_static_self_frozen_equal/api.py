import numpy as np

from grader import UnitTestGrader

EXERCISE_WEIGHTS = {"fizzbuzz": (1, 1, 2, 2), "palindrome": (1, 2, 2, 1)}


def handle_submission(exercise, test_passed, style_issues):
    grader = UnitTestGrader(EXERCISE_WEIGHTS[exercise])
    return float(grader.score(np.asarray(test_passed, np.float32), np.float32(style_issues)))
