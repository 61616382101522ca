CONFIG = {"layers": [16, 16], "activation": "tanh", "epochs": 3}
