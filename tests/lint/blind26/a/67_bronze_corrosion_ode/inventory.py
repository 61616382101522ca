ARTEFACTS = [
    {"id": "BR-014", "years": 2300.0, "chloride": 0.2},
    {"id": "BR-022", "years": 2650.0, "chloride": 0.5},
    {"id": "BR-031", "years": 1900.0, "chloride": 0.1},
    {"id": "BR-047", "years": 2650.0, "chloride": 0.3},
]
