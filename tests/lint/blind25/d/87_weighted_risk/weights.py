CLAUSE_WEIGHTS = {
    "indemnity": 2,
    "limitation_of_liability": 1.5,
    "termination": 1,
    "confidentiality": 0.5,
}
