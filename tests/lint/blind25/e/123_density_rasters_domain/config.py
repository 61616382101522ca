DOMAIN = {"x0": 0.0, "y0": 0.0, "cell_km": 10.0, "shape": (16, 20)}
