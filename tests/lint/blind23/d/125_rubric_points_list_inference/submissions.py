def rubric_rows(assignment):
    """Rubric points as typed into the LMS; some graders use half points."""
    if assignment in ("lab1", "lab3"):
        return [[4, 3, 2, 4], [3, 3, 3, 2], [4, 4, 4, 3], [2, 1, 3, 2]]
    return [[4, 3.5, 2, 4], [3, 3, 2.5, 2], [4, 4, 4, 3], [2, 1.5, 3, 2]]
