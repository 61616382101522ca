MATURE_WEIGHT = {"Angus": 600.0, "Hereford": 620.0, "Charolais": 750.0, "Brahman": 560.0}
MATURATION_RATE = {"Angus": 0.0021, "Hereford": 0.0019, "Charolais": 0.0017, "Brahman": 0.0016}
