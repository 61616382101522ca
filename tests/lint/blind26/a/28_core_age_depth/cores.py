CORES = [
    {"id": "C-01", "scale": 1},
    {"id": "C-02", "scale": 1.25},
    {"id": "C-03", "scale": 0.8},
    {"id": "C-04", "scale": 1.1},
]
