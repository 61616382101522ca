SETTINGS = {"interp": {"method": "idw", "power": 2.0}, "grid": {"n": 25}}
