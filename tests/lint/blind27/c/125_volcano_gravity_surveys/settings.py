RUNS = [
    {"volcano": "Fuego", "topo_correction": True},
    {"volcano": "Pacaya", "topo_correction": 0},
    {"volcano": "Santiaguito", "topo_correction": 1},
    {"volcano": "Agua", "topo_correction": False},
]
