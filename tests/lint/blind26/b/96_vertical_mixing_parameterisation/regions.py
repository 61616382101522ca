REGION_CONFIGS = {
    "shelf": {"levels": [0, 10, 20, 30, 50, 75], "kappa_b": 1e-5},
    "slope": {"levels": [0, 25, 50, 100, 200, 400], "kappa_b": 5e-5},
    "estuary": {"levels": [0.0, 1.5, 3.0, 4.5, 6.0, 8.0], "kappa_b": 1e-4},
    "lagoon": {"levels": [0.0, 0.5, 1.0, 1.5, 2.0, 2.5], "kappa_b": 2e-4},
}
