CANDIDATES = [
    {"lengthscale": 0.5, "variance": 1.0, "noise": 0.05},
    {"noise": 0.1, "lengthscale": 1.0, "variance": 2.0},
    {"variance": 0.5, "noise": 0.01, "lengthscale": 0.25},
    {"lengthscale": 2.0, "noise": 0.2, "variance": 1.5},
]
