SETTINGS = {"budget": 5.0e6, "rounds": 6, "max_award": 250_000.0}
