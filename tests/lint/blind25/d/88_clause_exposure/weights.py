CLAUSE_WEIGHTS = {
    "indemnity": 2.0,
    "limitation_of_liability": 1.5,
    "termination": 1.0,
    "confidentiality": 0.5,
}
