import numpy as np

from grader import CodeExerciseGrader

EXERCISE_WEIGHTS = {"fizzbuzz": (1, 1, 2, 2), "palindrome": (1, 2, 2, 1)}


def handle_submission(exercise, test_passed, style_issues):
    grader = CodeExerciseGrader(EXERCISE_WEIGHTS[exercise])
    return float(grader.grade(np.asarray(test_passed, np.float32), np.float32(style_issues)))
