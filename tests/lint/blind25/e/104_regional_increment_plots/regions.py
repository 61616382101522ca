REGION_COEFS = {"north": (0.8, 0.010), "central": (1.0, 0.012), "south": (1.2, 0.015), "coast": (1.1, 0.011)}
