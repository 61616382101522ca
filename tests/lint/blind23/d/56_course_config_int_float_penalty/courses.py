COURSES = {
    "algebra": {"hint_penalty": 1, "attempt_penalty": 0.25},
    "geometry": {"hint_penalty": 0.5, "attempt_penalty": 0.25},
    "statistics": {"hint_penalty": 1, "attempt_penalty": 0.2},
    "calculus": {"hint_penalty": 0.75, "attempt_penalty": 0.3},
}
